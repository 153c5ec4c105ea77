import { sitePageLink } from './site-page-link';

/**
 * Prefetches a same-origin link's route when the visitor shows intent: the pointer enters it or it
 * takes keyboard focus. One listener pair on the document serves every link, so no link needs its own
 * client code. Each route is prefetched once; the current page, downloads, new-tab links and files (a feed, an
 * image: not a route, so a prefetch would fetch it for nothing) are skipped.
 * Returns a function that removes the listeners.
 */
export function prefetchOnIntent(doc: Document, prefetch: (href: string) => void): () => void {
  const done = new Set<string>();
  const onIntent = (event: Event) => {
    const location = doc.defaultView?.location;
    const link = location && sitePageLink(event.target, location);
    if (!link) return;
    const href = link.url.pathname + link.url.search;
    if (done.has(href)) return;
    done.add(href);
    prefetch(href);
  };
  doc.addEventListener('pointerover', onIntent, { passive: true });
  doc.addEventListener('focusin', onIntent);
  return () => {
    doc.removeEventListener('pointerover', onIntent);
    doc.removeEventListener('focusin', onIntent);
  };
}
