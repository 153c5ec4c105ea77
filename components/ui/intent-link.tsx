import Link from 'next/link';

/**
 * A Link that is not prefetched when it scrolls into view: the header, footer and cards put dozens of
 * links on screen during load, and each viewport prefetch is an RSC request parsed on the main thread.
 * ClientEffects prefetches a link when the visitor shows intent (pointer over it, or keyboard focus).
 */
export function IntentLink(props: React.ComponentProps<typeof Link>) {
  return <Link prefetch={false} {...props} />;
}
