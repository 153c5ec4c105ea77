export const dynamic = 'force-static';

/**
 * The client-effects rungs register /sw.js as the site does. The site's own worker precaches the site's build,
 * which the floor does not serve; a no-op worker keeps that registration from failing (a console error and
 * a failed request in every run). Blocking the site's worker moved none of its figures (docs/performance.md).
 */
export function GET() {
  return new Response("self.addEventListener('install', () => self.skipWaiting());\n", {
    headers: { 'content-type': 'application/javascript; charset=utf-8' },
  });
}
