import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { OFFLINE_PAGE, SHELL_PAGES, serviceWorkerScript } from '@/lib/service-worker/config';

// Written once at build time: the worker is a static file at /sw.js, scope '/'.
export const dynamic = 'force-static';

/** The build's id, which next build writes before it prerenders; each deployment gets a new worker with new caches. */
async function buildVersion(): Promise<string> {
  const buildIdFile = path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID');
  return (await readFile(buildIdFile, 'utf8').catch(() => `dev-${Date.now()}`)).trim();
}

export async function GET() {
  const source = await readFile(path.join(process.cwd(), 'lib/service-worker/worker.js'), 'utf8');
  const script = serviceWorkerScript(source, { version: await buildVersion(), shell: SHELL_PAGES, offlinePage: OFFLINE_PAGE });
  return new Response(script, {
    headers: {
      'Content-Type': 'application/javascript; charset=utf-8',
      // Browsers must check for a new worker on every visit, or a deployment could wait a day to take over.
      'Cache-Control': 'public, max-age=0, must-revalidate',
      'Service-Worker-Allowed': '/',
    },
  });
}
