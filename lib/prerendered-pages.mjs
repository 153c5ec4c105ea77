// The pages Next prerendered, read from its prerender manifest: the post-build steps (the policies, critical CSS and
// inlined artwork) each work on every one of them. Plain JavaScript (with JSDoc types): they run under bare Node.

/** @typedef {{ route: string; file: string }} PrerenderedPage */

/**
 * Fails the build if the prerender manifest no longer has the shape the post-build steps read.
 * @param {unknown} manifest
 * @returns {asserts manifest is { routes: Record<string, { routeType?: string }> }}
 */
export function assertPrerenderManifest(manifest) {
  const routes = /** @type {{ routes?: unknown }} */ (manifest)?.routes;
  if (!routes || typeof routes !== 'object') throw new Error('prerender-manifest.json: no `routes` object');
  const entries = Object.values(routes);
  if (!entries.some((route) => route?.routeType === 'page')) {
    throw new Error('prerender-manifest.json: no route with routeType "page" (has Next.js changed its format?)');
  }
}

/**
 * Every page Next prerendered, with its HTML file relative to `<distDir>/server/app`. Taken from the manifest,
 * so pages added later (topic pages, new sections) are covered without a list to maintain.
 * @param {{ routes: Record<string, { routeType?: string }> }} prerenderManifest
 * @returns {PrerenderedPage[]}
 */
export function prerenderedPages(prerenderManifest) {
  return Object.entries(prerenderManifest.routes)
    .filter(([, route]) => route.routeType === 'page')
    .map(([route]) => ({ route, file: route === '/' ? 'index.html' : `${route.slice(1)}.html` }))
    .sort((a, b) => a.route.localeCompare(b.route));
}
