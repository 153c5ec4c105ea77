// What Vercel would send with each prerendered page of a `vercel build` output (.vercel/output), and whether that
// policy lets exactly the page's own inline scripts run. Used by scripts/vercel-output-check.mjs; plain JavaScript
// so it runs under bare Node.
import { UNKNOWN_SLUG } from '../unknown-slug.mjs';
import { inlineScripts, sha256Source } from './script-hashes.mjs';

/**
 * @typedef {{ type: 'header' | 'cookie' | 'query' | 'host'; key?: string; value?: string }} Condition
 * @typedef {{ src?: string; dest?: string; headers?: Record<string, string>; continue?: boolean; has?: Condition[];
 *   missing?: Condition[]; handle?: string; middlewarePath?: string; caseSensitive?: boolean; status?: number }} Route
 * @typedef {{ path: string; headers?: Record<string, string> }} Request
 * @typedef {{ path: string; file: string }} OutputPage
 */

/** A path no page has: what Vercel answers with the 404 page (and, after a server error, the 500 page). */
export const UNKNOWN_PATH = '/vercel-output-check/no-such-page';

/**
 * The prerendered pages of an output folder and the path each answers, from the output's file list (paths
 * relative to .vercel/output, forward slashes).
 * - `functions/<path>.prerender-fallback.html`: a prerendered page (`index` is `/`); `_not-found` and
 *   `_global-error` are the views for unknown paths and errors.
 * - `static/<name>.html`: a static page; `404.html` and `500.html` are served for any unknown path.
 * @param {string[]} files
 * @returns {OutputPage[]}
 */
export function outputPages(files) {
  /** @type {OutputPage[]} */
  const pages = [];
  for (const file of files) {
    const fallback = /^functions\/(.+)\.prerender-fallback\.html$/.exec(file);
    const staticPage = /^static\/(.+)\.html$/.exec(file);
    const name = fallback?.[1] ?? staticPage?.[1];
    if (name === undefined) continue;
    let path = `/${name}`;
    if (name === 'index') path = '/';
    else if (name.endsWith('/index')) path = `/${name.slice(0, -'/index'.length)}`;
    if (['_not-found', '_global-error', '404', '500'].includes(name)) path = UNKNOWN_PATH;
    pages.push({ path, file });
  }
  return pages.sort((a, b) => a.path.localeCompare(b.path) || a.file.localeCompare(b.file));
}

/** A slug no section has: each section's reserved not-found page is checked against it. */
export const UNKNOWN_SLUG_PROBE = 'vercel-output-check-no-such-slug';

/**
 * For each slug section's reserved not-found page (/services/_unknown, lib/unknown-slug.mjs), an unknown slug of that
 * section, which the output must rewrite to it and send with a policy covering its scripts.
 * @param {OutputPage[]} pages
 * @returns {Array<OutputPage & { reservedPath: string }>}
 */
export function unknownSlugPages(pages) {
  return pages
    .filter((page) => page.path.endsWith(`/${UNKNOWN_SLUG}`))
    .map((page) => ({ ...page, reservedPath: page.path, path: `${page.path.slice(0, -UNKNOWN_SLUG.length)}${UNKNOWN_SLUG_PROBE}` }));
}

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

/**
 * A spelling of a page path in other capitals (every other letter upper-cased), or null for a path with no letter.
 * @param {string} path
 */
export function miscasedSpelling(path) {
  let letter = 0;
  const spelling = [...path].map((char) => (char.toLowerCase() !== char.toUpperCase() && letter++ % 2 === 0 ? char.toUpperCase() : char)).join('');
  return spelling === path ? null : spelling;
}

/**
 * The sources of the directive that governs inline scripts: script-src-elem, else script-src, else default-src.
 * @param {string} policy
 * @returns {string[] | null}
 */
export function inlineScriptSources(policy) {
  const directives = new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => Boolean(name))
      .map(([name = '', ...sources]) => [name.toLowerCase(), sources]),
  );
  return directives.get('script-src-elem') ?? directives.get('script-src') ?? directives.get('default-src') ?? null;
}

/**
 * Whether a policy lets each of a page's inline scripts run by hash, with no effective 'unsafe-inline' (browsers
 * ignore 'unsafe-inline' when a hash or nonce is listed).
 * @param {string | undefined} policy
 * @param {string} html
 */
export function checkPolicy(policy, html) {
  const scripts = inlineScripts(html);
  const sources = policy ? inlineScriptSources(policy) : null;
  const listed = new Set(sources ?? []);
  const hashOrNonce = [...listed].some((source) => /^'(sha256|sha384|sha512|nonce)-/.test(source));
  const unsafeInline = listed.has("'unsafe-inline'") && !hashOrNonce;
  const uncovered = scripts.filter((script) => !listed.has(`'${sha256Source(script)}'`));
  const problems = [];
  if (!policy) problems.push('no Content-Security-Policy');
  else if (!sources) problems.push('no script-src or default-src');
  if (unsafeInline) problems.push("effective 'unsafe-inline'");
  if (listed.has("'unsafe-eval'")) problems.push("'unsafe-eval'");
  if (uncovered.length > 0) problems.push(`${uncovered.length} inline script(s) not covered`);
  return { scripts: scripts.length, covered: scripts.length - uncovered.length, unsafeInline, problems };
}
