import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createSerwistRoute } from '@serwist/turbopack';
import { cacheVersion } from '@/lib/service-worker/rules';

// Written once at build time: the worker is a static file at /sw.js, scope '/'.
export const dynamic = 'force-static';

const DIST_DIR = process.env.NEXT_DIST_DIR || '.next';

/**
 * The build's id, which next build writes before it prerenders, or its deployment id when it has one (next build sets
 * NEXT_DEPLOYMENT_ID from the config): each deployment gets a new worker with new caches.
 */
async function buildVersion(): Promise<string> {
  const buildId = (await readFile(path.join(process.cwd(), DIST_DIR, 'BUILD_ID'), 'utf8').catch(() => `dev-${Date.now()}`)).trim();
  return cacheVersion(buildId, process.env.NEXT_DEPLOYMENT_ID);
}

/** Serwist bundles lib/service-worker/sw.ts with esbuild-wasm. */
async function serwistRoute() {
  return createSerwistRoute({
    swSrc: 'lib/service-worker/sw.ts',
    useNativeEsbuild: false,
    nextConfig: { distDir: DIST_DIR },
    // Nothing is precached from the build's files: the worker caches each when a page first uses it (lib/service-worker/sw.ts).
    globPatterns: [],
    injectionPoint: '',
    esbuildOptions: { sourcemap: false, define: { SW_VERSION: JSON.stringify(await buildVersion()) } },
  });
}

export async function GET(request: Request) {
  const response = await (await serwistRoute()).GET(request, { params: Promise.resolve({ path: 'sw.js' }) });
  // Browsers must check for a new worker on every visit, or a deployment could wait a day to take over.
  response.headers.set('Cache-Control', 'public, max-age=0, must-revalidate');
  return response;
}
