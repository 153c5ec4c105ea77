'use client';

import { useEffect } from 'react';
import { reloadWhenOnline } from '@/lib/client-effects/reload-when-online';
import { OFFLINE_PAGE } from '@/lib/service-worker/offline-page';

/**
 * The offline page stands in, at its own address, for a page the service worker has not kept: once the connection is
 * back, that page loads, rather than leave the visitor reading that they are offline until they think to reload.
 */
export function ReloadWhenOnline() {
  useEffect(() => {
    // At its own address there is no other page to load.
    if (window.location.pathname === OFFLINE_PAGE) return;
    return reloadWhenOnline(window);
  }, []);
  return null;
}
