/*
 * Which requests the service worker handles, and how. Pure functions of the
 * request, so they are unit-tested here and used by lib/service-worker/sw.ts.
 * Anything no rule claims (other origins, /_vercel/*, /sw.js itself, RSC
 * payloads of client-side navigation, every non-GET such as the newsletter's
 * server action) is left to the browser untouched.
 */

import { withoutDeferredStylesheets } from '../performance/deferred-stylesheet.mjs';
import { withoutDeploymentQuery } from '../performance/deployment-query.mjs';
import { PRINT_STYLESHEET_PATH, printStylesheetHref } from '../performance/print-stylesheet.mjs';

export type RuleName = 'page' | 'immutable' | 'asset' | 'search-index';

type RequestLike = { method: string; mode: string; url: string; headers: { get(name: string): string | null } };

/** Client-side navigation payloads: never cached, they belong to one build's router state. */
function isRsc(request: RequestLike, url: URL): boolean {
  return Boolean(request.headers.get('RSC')) || url.searchParams.has('_rsc');
}

const ASSET_PATH = /^\/(?:_next\/image|images\/|icons\/)|\/opengraph-image$|\.(?:png|svg|ico|jpe?g|webp|avif|woff2?)$/;

/** The rule for a request made from `origin`, or null to let the browser handle it. */
export function ruleFor(request: RequestLike, origin: string): RuleName | null {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  if (url.origin !== origin || url.pathname.startsWith('/_vercel/') || url.pathname === '/sw.js') return null;
  if (isRsc(request, url)) return null;
  // Newsletter links act on the server (confirm, unsubscribe) and carry one-time tokens: never from a cache. Any
  // capitals: the server answers /Newsletter/… too (its rewrites match without regard to case).
  const path = url.pathname.toLowerCase();
  if (path.startsWith('/api/') || path.startsWith('/newsletter/')) return null;
  if (request.mode === 'navigate') return 'page';
  // The print sheet's address changes with its text (lib/performance/print-stylesheet.mjs): immutable too.
  if (url.pathname.startsWith('/_next/static/') || url.pathname === PRINT_STYLESHEET_PATH) return 'immutable';
  // Site search's index: one searched-once copy keeps search working offline, refreshed in the background.
  if (url.pathname.startsWith('/pagefind/')) return 'search-index';
  if (ASSET_PATH.test(url.pathname)) return 'asset';
  return null;
}

type ResponseLike = { status: number; type: string; headers: { get(name: string): string | null } };

/**
 * Whether a page's response may be kept for offline visits: the page itself (200, same origin), not a redirect
 * (kept, it would stand for the page it leads away from), an error, or anything the server said not to store.
 */
export function isCacheablePage(response: ResponseLike): boolean {
  return response.status === 200 && response.type === 'basic' && !/\bno-store\b/i.test(response.headers.get('cache-control') ?? '');
}

/**
 * A deployment's cache version: its build id, unless Next.js has a deployment id (Vercel's Skew Protection sets one),
 * with which every build gets the same build id: then that id, or each deployment's worker would be byte for byte the
 * last one's, never installed, and its caches, offline page included, never replaced.
 */
export function cacheVersion(buildId: string, deploymentId: string | undefined): string {
  return deploymentId || buildId;
}

/**
 * The key a file of the build is kept under: its address without Next's deployment query (lib/performance/
 * deployment-query.mjs), which pages add and the worker's own copies, named by path, do not. The print sheet's `?v=`
 * is its version and stays.
 */
export function buildFileCacheKey(url: string): string {
  return withoutDeploymentQuery(url);
}

/** Every cache of this site starts with it, so activation can drop an older build's caches and nobody else's. */
const CACHE_PREFIX = 'prc-';

/** One build's cache names: a new deployment starts with empty caches. */
export function cacheNames(version: string) {
  return {
    shell: `${CACHE_PREFIX}shell-${version}`,
    pages: `${CACHE_PREFIX}pages-${version}`,
    assets: `${CACHE_PREFIX}assets-${version}`,
    search: `${CACHE_PREFIX}search-${version}`,
  };
}

/** The caches an activating worker deletes: this site's, from other builds. */
export function outdatedCaches(names: readonly string[], version: string): string[] {
  const current = new Set(Object.values(cacheNames(version)));
  return names.filter((name) => name.startsWith(CACHE_PREFIX) && !current.has(name));
}

/** The message a page posts to the worker once it controls it: cache this page and what it loaded. */
export const CACHE_CURRENT_PAGE = 'prc-cache-current-page';
export type CacheCurrentPageMessage = { type: typeof CACHE_CURRENT_PAGE; page: string; assets: string[] };

/** The page cache's bound: a visitor's recent pages, not every URL ever opened. */
export const PAGE_CACHE_LIMIT = { maxEntries: 40, maxAgeSeconds: 30 * 24 * 60 * 60 };

/** A page's cache key: its path, so `?q=…` or `?utm_…` variants share one entry instead of one each. */
export function pageCacheKey(url: string): string {
  const { origin, pathname } = new URL(url);
  return origin + pathname;
}

// Ends at a quote, space, bracket, query or the backslash of an escaped quote in the page's inline RSC payload.
const STATIC_URL = /\/_next\/static\/[^"'\s)<>?#\\]+/g;

/*
 * Next's legacy polyfills (39 KB gzipped) load only in a browser without ES modules, and of those only Chrome 40-60
 * runs a service worker at all. Copying them would be most of a first visit's worker downloads; such a browser gets
 * its cached pages offline without them, as plain HTML.
 */
const NO_MODULE_SCRIPT = /<script\b[^>]*\bnomodule\b[^>]*>/gi;

/**
 * The build's hashed files a page names (scripts, styles, fonts), as same-origin paths, each once; not noModule
 * scripts, nor the site's deferred stylesheet: that one is for browsers without JavaScript (which run no worker) and
 * for client-side navigations, which cache it when they load it (lib/performance/deferred-stylesheet.mjs). The page
 * itself never loads it, so a first visit's worker does not fetch it either, though the RSC payload names it too.
 * Then the print sheet with its version, which every page links: kept once, an offline page prints as it would online.
 */
export function staticAssetPaths(html: string): string[] {
  const tags = [...(html.match(NO_MODULE_SCRIPT) ?? []), ...withoutDeferredStylesheets(html).links];
  const unused = new Set(tags.flatMap((tag) => tag.match(STATIC_URL) ?? []));
  const print = printStylesheetHref(html);
  return [...new Set(html.match(STATIC_URL) ?? [])].filter((path) => !unused.has(path)).concat(print ? [print] : []);
}

/** Of the URLs a page loaded, the build's hashed files on this origin: what the worker keeps for it. */
export function loadedStaticAssets(urls: readonly string[], origin: string): string[] {
  const paths = urls.flatMap((url) => {
    const parsed = new URL(url, origin);
    return parsed.origin === origin && parsed.pathname.startsWith('/_next/static/') ? [parsed.pathname] : [];
  });
  return [...new Set(paths)];
}
