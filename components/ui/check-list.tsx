type CheckListProps = { items: readonly string[]; className?: string };

/** A bulleted list with a check mark per item, for features, results and expertise. */
export function CheckList({ items, className = '' }: CheckListProps) {
  return (
    // role="list": Safari's VoiceOver drops the list, and its count, from a list styled without markers.
    <ul role="list" className={`stack-2 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" className="mt-1 size-4 shrink-0 text-river-600" fill="none" stroke="currentColor" strokeWidth={2.25} strokeLinecap="round" strokeLinejoin="round">
            <path d="m4 10.5 4 4L16 6" />
          </svg>
          <span className="min-w-0">{item}</span>
        </li>
      ))}
    </ul>
  );
}
