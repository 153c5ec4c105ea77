import type { SiteConfig } from '@/content/site-config';

type Network = SiteConfig['social'][number]['network'];

/** Simple monochrome marks for the three networks; decorative, the link carries an accessible name. */
const marks: Record<Network, React.ReactNode> = {
  LinkedIn: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 10v7M8 7v.01M12 17v-4a2 2 0 0 1 4 0v4M12 10v7" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" fill="none" />
    </>
  ),
  X: <path d="M4 4h4.5l11.5 16h-4.5ZM19.5 4 13.6 10.6M4.5 20l5.9-6.6" stroke="currentColor" strokeWidth="1.8" fill="none" strokeLinejoin="round" />,
  YouTube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="3.5" />
      <path d="m10 9 5 3-5 3Z" fill="#fff" />
    </>
  ),
};

export function SocialIcon({ network, className = 'size-5' }: { network: Network; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" className={className}>
      {marks[network]}
    </svg>
  );
}
