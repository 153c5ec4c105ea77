import type { SiteConfig } from '@/content/site-config';

type Network = SiteConfig['social'][number]['network'];

/**
 * Simple monochrome marks for the three networks; decorative, the link carries an accessible name. The letters and
 * the play button are holes in the shape (even-odd fill), not white paint: on the footer the mark itself is white.
 */
const marks: Record<Network, React.ReactNode> = {
  LinkedIn: (
    <path
      fillRule="evenodd"
      d="M6 3h12a3 3 0 0 1 3 3v12a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3V6a3 3 0 0 1 3-3ZM7.1 10h1.8v7H7.1ZM6.9 7a1.1 1.1 0 1 0 2.2 0a1.1 1.1 0 1 0-2.2 0ZM11.1 17v-7h1.8v.32A2.9 2.9 0 0 1 16.9 13v4h-1.8v-4a1.1 1.1 0 0 0-2.2 0v4Z"
    />
  ),
  X: <path d="M4 4h4.5l11.5 16h-4.5ZM19.5 4 13.6 10.6M4.5 20l5.9-6.6" stroke="currentColor" strokeWidth="1.8" fill="none" strokeLinejoin="round" />,
  YouTube: <path fillRule="evenodd" d="M6 5.5h12A3.5 3.5 0 0 1 21.5 9v6a3.5 3.5 0 0 1-3.5 3.5H6A3.5 3.5 0 0 1 2.5 15V9A3.5 3.5 0 0 1 6 5.5ZM10 9v6l5-3Z" />,
};

export function SocialIcon({ network, className = 'size-5' }: { network: Network; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" className={className}>
      {marks[network]}
    </svg>
  );
}
