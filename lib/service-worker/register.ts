export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the service worker after the page's load event (spec: Other page behaviour), so it never
 * competes with the page's own requests. A failure is silent; the site works the same without it.
 * Returns a function that cancels a registration still waiting for the load event.
 */
export function registerServiceWorkerAfterLoad(win: Window): () => void {
  if (!('serviceWorker' in win.navigator)) return () => {};
  const register = () => {
    win.navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch(() => undefined);
  };
  if (win.document.readyState === 'complete') {
    register();
    return () => {};
  }
  win.addEventListener('load', register, { once: true });
  return () => win.removeEventListener('load', register);
}
