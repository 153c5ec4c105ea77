'use client';

import { useEffect } from 'react';

export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the service worker after the page's load event (spec: Other page
 * behaviour), in production builds only: a worker in `next dev` would serve
 * stale code. A failure is silent; the site works the same without it.
 */
export function ServiceWorkerRegistration() {
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    const register = () => {
      navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch(() => undefined);
    };
    if (document.readyState === 'complete') {
      register();
      return;
    }
    window.addEventListener('load', register, { once: true });
    return () => window.removeEventListener('load', register);
  }, []);

  return null;
}
