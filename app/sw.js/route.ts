import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { prerenderedRoute } from '@/lib/prerendered-html';
import { SERVICE_WORKER_ROUTE } from '@/lib/prerendered-readers.mjs';

// Written once at build time: the worker is a static file at /sw.js, scope '/'.
export const dynamic = 'force-static';

/*
 * A server answers with the worker `next build` wrote (body and headers), without Serwist: a request Next lets past
 * the prerender (on Vercel, one with a Next-Action header) reaches a function that ships no build toolchain.
 * The build itself, and `next dev` on each request, run Serwist (lib/service-worker/build-worker.ts).
 */
export async function GET(request: Request) {
  if (process.env.NODE_ENV === 'production' && process.env.NEXT_PHASE !== PHASE_PRODUCTION_BUILD) {
    const { body, headers } = prerenderedRoute(SERVICE_WORKER_ROUTE);
    return new Response(body, { headers });
  }
  const { builtWorker } = await import('@/lib/service-worker/build-worker');
  return builtWorker(request);
}
