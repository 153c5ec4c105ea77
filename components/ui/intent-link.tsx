import Link from 'next/link';

/** The fragment of a Link's href, if it has one (`/about#person-x`, or `{ hash }`). */
function hasFragment(href: React.ComponentProps<typeof Link>['href']): boolean {
  return typeof href === 'string' ? href.includes('#') : Boolean(href.hash);
}

/**
 * A Link that is not prefetched when it scrolls into view: the header, footer and cards put dozens of
 * links on screen during load, and each viewport prefetch is an RSC request parsed on the main thread.
 * ClientEffects prefetches a link when the visitor shows intent (pointer over it, or keyboard focus).
 * Nor does Next jump to the top of the next page: ClientEffects scrolls there smoothly (spec: scroll-to-top is
 * smooth), which Next's own jump, made first, left nothing to do. A link to a fragment keeps Next's scroll to it.
 */
export function IntentLink(props: React.ComponentProps<typeof Link>) {
  return <Link prefetch={false} scroll={hasFragment(props.href)} {...props} />;
}
