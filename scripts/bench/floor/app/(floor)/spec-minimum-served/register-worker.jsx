'use client';

import { useEffect } from 'react';
import { registerServiceWorkerAfterLoad } from '@/lib/service-worker/register';

/** The site's service-worker registration alone (components/layout/client-effects.tsx holds it with more). */
export function RegisterWorker() {
  useEffect(() => registerServiceWorkerAfterLoad(window), []);
  return null;
}
