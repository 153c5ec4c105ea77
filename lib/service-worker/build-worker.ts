import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createSerwistRoute } from '@serwist/turbopack';
import { cacheVersion } from './rules';

/*
 * Serwist bundling lib/service-worker/sw.ts with esbuild-wasm: what `next build` runs once to prerender /sw.js, and
 * `next dev` on each request. It needs the build's toolchain (Next's config loader, esbuild-wasm, the worker's source),
 * which no server function ships: app/sw.js/route.ts imports it only then.
 */

const DIST_DIR = process.env.NEXT_DIST_DIR || '.next';

/**
 * The build's id, which next build writes before it prerenders, or its deployment id when it has one (next build sets
 * NEXT_DEPLOYMENT_ID from the config): each deployment gets a new worker with new caches.
 */
async function buildVersion(): Promise<string> {
  const buildId = (await readFile(path.join(process.cwd(), DIST_DIR, 'BUILD_ID'), 'utf8').catch(() => `dev-${Date.now()}`)).trim();
  return cacheVersion(buildId, process.env.NEXT_DEPLOYMENT_ID);
}

/** The worker as Serwist builds it, with the Cache-Control browsers must get it with. */
export async function builtWorker(request: Request): Promise<Response> {
  const route = createSerwistRoute({
    swSrc: 'lib/service-worker/sw.ts',
    useNativeEsbuild: false,
    nextConfig: { distDir: DIST_DIR },
    // Nothing is precached from the build's files: the worker caches each when a page first uses it (lib/service-worker/sw.ts).
    globPatterns: [],
    injectionPoint: '',
    esbuildOptions: { sourcemap: false, define: { SW_VERSION: JSON.stringify(await buildVersion()) } },
  });
  const response = await route.GET(request, { params: Promise.resolve({ path: 'sw.js' }) });
  // Browsers must check for a new worker on every visit, or a deployment could wait a day to take over.
  response.headers.set('Cache-Control', 'public, max-age=0, must-revalidate');
  return response;
}
