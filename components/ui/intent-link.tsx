'use client';

import { AppRouterContext } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { useContext } from 'react';
import { isPlainClick, linkOpeningHere } from '@/lib/client-effects/site-page-link';

type IntentLinkProps = Omit<React.ComponentProps<'a'>, 'href'> & { href: string };

/**
 * A link to a page of the site, followed by a client-side navigation: a plain click on it pushes its address to the
 * router; a modified or middle click, a new-tab or download link and another origin are left to the browser, as are
 * clicks another listener has taken over (the stylesheet's hold, the search box's focus).
 * - Never prefetched as it scrolls into view: the header, footer and cards put dozens of links on screen during load,
 *   and each viewport prefetch is an RSC request parsed on the main thread. ClientEffects prefetches a link when the
 *   visitor shows intent (pointer over it, or keyboard focus).
 * - Next does not jump to the top of the next page: ClientEffects scrolls there smoothly (spec: scroll-to-top is
 *   smooth), which Next's own jump, made first, left nothing to do. A link to a fragment keeps Next's scroll to it.
 * Not next/link: with its prefetch off, its click was all it did here, for 7.4 KB more script (2.6 KiB gzipped) on
 * every page. The router comes from the context next/link reads, so outside Next's router (a component test) this is a
 * plain link, as next/link was.
 */
export function IntentLink({ href, onClick, ...props }: IntentLinkProps) {
  const router = useContext(AppRouterContext);
  return (
    <a
      {...props}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (!router || !isPlainClick(event.nativeEvent)) return;
        const link = linkOpeningHere(event.currentTarget);
        if (!link || new URL(link.href).origin !== window.location.origin) return;
        event.preventDefault();
        router.push(href, { scroll: href.includes('#') });
      }}
    />
  );
}
