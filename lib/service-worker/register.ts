import { CACHE_CURRENT_PAGE, loadedStaticAssets, type CacheCurrentPageMessage } from './rules';

const SERVICE_WORKER_URL = '/sw.js';

/** Tells the active worker which page this is and which of the build's files it loaded, to keep for offline use. */
function sendCurrentPage(win: Window, worker: ServiceWorker | null | undefined) {
  if (!worker) return;
  const loaded = win.performance.getEntriesByType('resource').map((entry) => entry.name);
  const message: CacheCurrentPageMessage = {
    type: CACHE_CURRENT_PAGE,
    page: win.location.href,
    assets: loadedStaticAssets(loaded, win.location.origin),
  };
  worker.postMessage(message);
}

/**
 * After a client-side navigation: the worker saw only the next page's RSC payload, which it never keeps, so it is told
 * the page's address and fetches the page itself (the offline page promises that pages visited still open). Nothing
 * while no worker controls the page (the first visit, before it activates; `next dev`).
 */
export function cacheVisitedPage(win: Window): void {
  if (!('serviceWorker' in win.navigator)) return;
  sendCurrentPage(win, win.navigator.serviceWorker.controller);
}

/**
 * Registers the service worker after the page's load event (spec: Other page behaviour), so it never
 * competes with the page's own requests, then hands it the current page. A failure is silent; the
 * site works the same without it. Returns a function that cancels a registration still waiting for
 * the load event.
 */
export function registerServiceWorkerAfterLoad(win: Window): () => void {
  if (!('serviceWorker' in win.navigator)) return () => {};
  const container = win.navigator.serviceWorker;
  const register = () => {
    container
      .register(SERVICE_WORKER_URL, { scope: '/' })
      .then(() => container.ready)
      .then((registration) => sendCurrentPage(win, registration.active))
      .catch(() => undefined);
  };
  if (win.document.readyState === 'complete') {
    register();
    return () => {};
  }
  win.addEventListener('load', register, { once: true });
  return () => win.removeEventListener('load', register);
}
