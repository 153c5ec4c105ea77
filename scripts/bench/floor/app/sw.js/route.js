export const dynamic = 'force-static';

/**
 * The client-effects rungs register /sw.js as the site does. The site's own worker precaches the site's build,
 * which the floor does not serve; a no-op worker keeps that registration from failing (a console error and
 * a failed request in every run). Starting a worker at all shows in the main-thread figure: with service workers
 * blocked it fell by 0.14-0.20x the floor's on these rungs and on the site's pages alike (docs/performance.md, "Not
 * done"), so the rungs keep registering one, as the site does.
 */
export function GET() {
  return new Response("self.addEventListener('install', () => self.skipWaiting());\n", {
    headers: { 'content-type': 'application/javascript; charset=utf-8' },
  });
}
