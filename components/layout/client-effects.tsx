'use client';

import { inject, pageview } from '@vercel/analytics';
import { useParams, usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { withoutPrivateParams } from '@/lib/analytics-private-params';
import { holdNavigationUntilStyled, prefetchDeferredStylesheets } from '@/lib/client-effects/deferred-stylesheets';
import { loadLazyImagesBeforePrint } from '@/lib/client-effects/lazy-images-for-print';
import { loadWholeIfNavigationFails } from '@/lib/client-effects/navigation-watchdog';
import { openDetailsForPrint } from '@/lib/client-effects/open-details-for-print';
import { prefetchOnIntent } from '@/lib/client-effects/prefetch-on-intent';
import { routeTemplate } from '@/lib/client-effects/route-template';
import { scrollToTopSmoothly } from '@/lib/client-effects/scroll-to-top';
import { decodedUriComponent } from '@/lib/decode-uri';
import { cacheVisitedPage, registerServiceWorkerAfterLoad } from '@/lib/service-worker/register';

/**
 * The layout's only client code besides the header and the newsletter form: one island for the small
 * effects every page needs, so they hydrate as one component.
 * - Analytics: the Vercel Web Analytics tracker, and a page view for every route (spec: Analytics), never with a
 *   newsletter link's token or a search query in its URL.
 * - Route change: scroll smoothly to the top (instantly for visitors who prefer reduced motion), and have the service
 *   worker keep the new page for offline visits. Not on Back or Forward: there the browser restores the visitor's place,
 *   which a smooth scroll begun beside it could undo; nor does Back let one still running carry on
 *   (lib/client-effects/scroll-to-top.ts).
 * - The service worker, registered after the load event, in production builds only (a worker in
 *   `next dev` would serve stale code).
 * - Link prefetch on intent (hover or focus), in place of prefetching every link in the viewport. The same intent
 *   fetches the site's stylesheet, which the page itself does not need, for the page the link leads to; following a
 *   link applies it, and waits for it if need be (lib/client-effects/deferred-stylesheets.ts).
 * - A followed link whose page does not arrive (a script chunk stalled or failed on a weak connection) loads the page
 *   whole (lib/client-effects/navigation-watchdog.ts).
 * - Print: pictures not yet scrolled near start loading when printing begins (lib/client-effects/lazy-images-for-print.ts),
 *   and closed questions open for it where the browser cannot print their answers otherwise (lib/client-effects/open-details-for-print.ts).
 */
export function ClientEffects() {
  const pathname = usePathname();
  const route = routeTemplate(pathname, useParams());
  const router = useRouter();
  const previousPath = useRef<string | null>(null);
  /** The path a Back or Forward went to, until the route change it causes. */
  const traversedTo = useRef<string | null>(null);
  const stopScrolling = useRef(() => {});

  useEffect(() => {
    inject({
      framework: 'next',
      disableAutoTrack: true,
      beforeSend: withoutPrivateParams,
      basePath: process.env.NEXT_PUBLIC_VERCEL_OBSERVABILITY_BASEPATH,
    }, process.env.NEXT_PUBLIC_VERCEL_OBSERVABILITY_CLIENT_CONFIG);
    const stopPrefetch = prefetchOnIntent(document, (href) => {
      router.prefetch(href);
      prefetchDeferredStylesheets(document);
    });
    const loadWhole = (href: string) => window.location.assign(href);
    const stopHolding = holdNavigationUntilStyled(window, loadWhole);
    const stopWatching = loadWholeIfNavigationFails(window, loadWhole);
    const stopPrintImages = loadLazyImagesBeforePrint(window);
    const stopPrintDetails = openDetailsForPrint(window);
    const cancelRegistration = process.env.NODE_ENV === 'production' ? registerServiceWorkerAfterLoad(window) : () => {};
    const onTraversal = () => {
      traversedTo.current = window.location.pathname;
    };
    window.addEventListener('popstate', onTraversal);
    return () => {
      stopScrolling.current();
      window.removeEventListener('popstate', onTraversal);
      stopPrefetch();
      stopHolding();
      stopWatching();
      stopPrintImages();
      stopPrintDetails();
      cancelRegistration();
    };
  }, [router]);

  useEffect(() => {
    pageview({ route, path: pathname });
    // The address has already moved on when the visitor went Back or Forward before this page's effects ran (a busy
    // phone): the page the traversal names renders next, and the browser restores the visitor's place there.
    // Compared decoded: the router and the address bar may spell a path differently (`é` or `%C3%A9`).
    const overtaken = decodedUriComponent(window.location.pathname) !== decodedUriComponent(pathname);
    if (previousPath.current !== null && previousPath.current !== pathname && !overtaken) {
      // A link to a fragment has been scrolled to it by Next (components/ui/intent-link.tsx).
      if (!window.location.hash && traversedTo.current !== pathname) {
        stopScrolling.current();
        if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) window.scrollTo({ top: 0, behavior: 'auto' });
        else stopScrolling.current = scrollToTopSmoothly(window);
      }
      cacheVisitedPage(window);
    }
    previousPath.current = pathname;
    // Kept for the traversal's own page when this one was overtaken.
    if (!overtaken) traversedTo.current = null;
  }, [pathname, route]);

  return null;
}
