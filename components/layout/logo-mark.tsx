/** The firm's mark: a river bend crossing a horizon line, drawn on a navy tile. */
export function LogoMark({ className = 'size-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false" className={className}>
      <rect width="40" height="40" rx="9" fill="#0f2638" />
      <path d="M7 27h26" stroke="#f0b27a" strokeWidth="2" strokeLinecap="round" />
      <path
        d="M12 33c0-6 9-6 9-12s-8-6-8-12"
        fill="none"
        stroke="#7fd0d3"
        strokeWidth="3.2"
        strokeLinecap="round"
      />
      <path d="M22 9c4 0 9 1.5 9 6s-5 6-9 6" fill="none" stroke="#ffffff" strokeWidth="2.6" strokeLinecap="round" />
    </svg>
  );
}
