// How Vercel's router applies a `vercel build` output's routes (.vercel/output/config.json) to a request before the
// filesystem phase: which match, the headers they give, the path they rewrite to, the redirect they answer with.
// Used by scripts/vercel-output-check.mjs; plain JavaScript so it runs under bare Node.

/**
 * @typedef {{ type: 'header' | 'cookie' | 'query' | 'host'; key?: string; value?: string }} Condition
 * @typedef {{ src?: string; dest?: string; headers?: Record<string, string>; continue?: boolean; has?: Condition[];
 *   missing?: Condition[]; handle?: string; middlewarePath?: string; caseSensitive?: boolean; status?: number }} Route
 * @typedef {{ path: string; headers?: Record<string, string> }} Request
 */

/**
 * @param {Condition} condition
 * @param {Request} request
 */
function conditionHolds(condition, request) {
  const headers = Object.fromEntries(Object.entries(request.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
  /** @type {string | undefined} */
  let actual;
  if (condition.type === 'header') actual = headers[(condition.key ?? '').toLowerCase()];
  else if (condition.type === 'host') actual = headers.host;
  else if (condition.type === 'cookie') {
    const cookie = (headers.cookie ?? '').split(';').map((part) => part.trim().split('='));
    actual = cookie.find(([name]) => name === condition.key)?.[1];
  } else if (condition.type === 'query') {
    actual = new URL(request.path, 'https://host').searchParams.get(condition.key ?? '') ?? undefined;
  }
  if (actual === undefined) return false;
  if (condition.value === undefined) return true;
  return new RegExp(`^(?:${condition.value})$`).test(actual);
}

/**
 * A route's `src` as Vercel matches it: against the whole path (the builder's own `/404/?` and `^/?` rely on it),
 * without regard to case unless the route says `caseSensitive`.
 * @param {Route} route
 */
const sourceRegex = (route) => new RegExp(`^(?:${route.src ?? ''})$`, route.caseSensitive ? '' : 'i');

/**
 * @param {Route} route
 * @param {Request} request
 */
export function routeMatches(route, request) {
  if (!route.src) return false;
  const pathname = new URL(request.path, 'https://host').pathname;
  if (!sourceRegex(route).test(pathname)) return false;
  if (route.has && !route.has.every((condition) => conditionHolds(condition, request))) return false;
  if (route.missing && route.missing.some((condition) => conditionHolds(condition, request))) return false;
  return true;
}

/**
 * The routes before the filesystem phase that apply to a request, in Vercel's order: each matching route, until one
 * without `continue` (and not the proxy's) ends the phase. `requestOf` is asked again before each route, since a
 * rewrite changes what the routes after it see.
 * @param {Route[]} routes
 * @param {() => Request} requestOf
 * @returns {Generator<Route>}
 */
function* matchingRoutes(routes, requestOf) {
  for (const route of routes) {
    if (route.handle === 'filesystem') return;
    if (route.handle || !routeMatches(route, requestOf())) continue;
    yield route;
    if (!route.continue && !route.middlewarePath) return;
  }
}

/**
 * The headers the routes before the filesystem phase give a request, as Vercel applies them: every matching
 * route adds its headers, a later one replacing an earlier value of the same (case-insensitive) name. Also says
 * whether a middleware (Next's proxy) route matched, since a proxy could change them at run time.
 * @param {Route[]} routes
 * @param {Request} request
 * @returns {{ headers: Record<string, string>; middleware: boolean; settingCsp: number }}
 */
export function headersFor(routes, request) {
  /** @type {Record<string, string>} */
  const headers = {};
  let middleware = false;
  let settingCsp = 0;
  for (const route of matchingRoutes(routes, () => request)) {
    if (route.middlewarePath) middleware = true;
    for (const [name, value] of Object.entries(route.headers ?? {})) {
      if (name.toLowerCase() === 'content-security-policy') settingCsp += 1;
      headers[name.toLowerCase()] = value;
    }
  }
  return { headers, middleware, settingCsp };
}

/**
 * The path the routes before the filesystem phase rewrite a request to (`dest`, captures filled in, query dropped),
 * as Vercel applies them: a matching route with `dest` rewrites, and one without `continue` ends the phase.
 * @param {Route[]} routes
 * @param {Request} request
 * @returns {string}
 */
export function rewrittenPath(routes, request) {
  const url = new URL(request.path, 'https://host');
  let pathname = url.pathname;
  // `has` and `missing` query conditions look at the request's own query string.
  for (const route of matchingRoutes(routes, () => ({ ...request, path: `${pathname}${url.search}` }))) {
    if (!route.dest) continue;
    const match = sourceRegex(route).exec(pathname);
    const dest = route.dest.replace(/\$(\w+)/g, (_, name) => (/^\d+$/.test(name) ? match?.[Number(name)] : match?.groups?.[name]) ?? '');
    pathname = new URL(dest, 'https://host').pathname;
  }
  return pathname;
}

/**
 * The routes of one phase (after `{ handle }` and before the next handle).
 * @param {Route[]} routes
 * @param {string} handle
 * @returns {Route[]}
 */
export function phaseRoutes(routes, handle) {
  const start = routes.findIndex((route) => route.handle === handle);
  if (start === -1) return [];
  const end = routes.findIndex((route, index) => index > start && route.handle);
  return routes.slice(start + 1, end === -1 ? undefined : end);
}

/**
 * The redirect the routes before the filesystem phase answer a request with, if any: the first matching route that
 * ends the phase with a 3xx status and a Location (Vercel appends the request's query string to it).
 * @param {Route[]} routes
 * @param {Request} request
 * @returns {{ status: number; location: string } | null}
 */
export function redirectFor(routes, request) {
  for (const route of matchingRoutes(routes, () => request)) {
    const location = Object.entries(route.headers ?? {}).find(([name]) => name.toLowerCase() === 'location')?.[1];
    if (route.status && route.status >= 300 && route.status < 400 && location) return { status: route.status, location };
  }
  return null;
}
