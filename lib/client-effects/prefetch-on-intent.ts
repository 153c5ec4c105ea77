/** A path whose last segment has an extension is a file, not a page. */
const FILE_PATH = /\.[a-z0-9]+$/i;

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
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank' || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href, doc.baseURI);
    const location = doc.defaultView?.location;
    if (!location || url.origin !== location.origin || url.pathname === location.pathname || FILE_PATH.test(url.pathname)) return;
    const href = url.pathname + url.search;
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
