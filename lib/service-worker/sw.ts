/// <reference lib="webworker" />
/*
 * The site's service worker, bundled by Serwist (@serwist/turbopack with esbuild-wasm)
 * and served at /sw.js by app/sw.js/route.ts. A first visit downloads nothing for other routes:
 * install precaches the offline page only; activation keeps the files the offline page names and
 * the page that registered the worker sends its own address and loaded files (CACHE_CURRENT_PAGE).
 * Strategies:
 *   - pages: network first (4 s timeout), so a new deployment's HTML always wins when online;
 *     a copy of each page seen (one per path, the last 40 within 30 days) is kept for offline
 *     visits, else the precached offline page;
 *   - /_next/static (content-hashed names): cache first, cached when first used;
 *   - other same-origin images, icons, fonts and link-preview cards: cached, refreshed in the background;
 *   - /pagefind/* (the search index): the same, in a cache of its own, and the whole index once
 *     Pagefind first loads, so a visitor who searched once can search again offline.
 * What no rule in ./rules.ts claims is left to the network and never cached.
 */
import { CacheFirst, ExpirationPlugin, NetworkFirst, Serwist, StaleWhileRevalidate, type RuntimeCaching } from 'serwist';
import {
  CACHE_CURRENT_PAGE,
  PAGE_CACHE_LIMIT,
  buildFileCacheKey,
  cacheNames,
  isCacheablePage,
  loadedStaticAssets,
  outdatedCaches,
  pageCacheKey,
  ruleFor,
  staticAssetPaths,
  type CacheCurrentPageMessage,
  type RuleName,
} from './rules';
import { OFFLINE_PAGE } from './offline-page';

declare const self: ServiceWorkerGlobalScope;
/** The deployment's cache version (cacheVersion), set by lib/service-worker/build-worker.ts through esbuild's `define`. */
declare const SW_VERSION: string;

/** Written by scripts/build-search-index.mjs: every file of the search index. */
const SEARCH_INDEX_FILES = '/pagefind/files.json';
/** Pagefind requests this first on every load: the moment to fetch the rest of the index. */
const SEARCH_INDEX_ENTRY = '/pagefind/pagefind-entry.json';
/** Long enough for a slow connection, short enough that an offline visitor is not left waiting. */
const NETWORK_TIMEOUT_SECONDS = 4;

const caches_ = cacheNames(SW_VERSION);
const when =
  (rule: RuleName): RuntimeCaching['matcher'] =>
  ({ request }) =>
    ruleFor(request, self.location.origin) === rule;

const pages = new NetworkFirst({
  cacheName: caches_.pages,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [
    new ExpirationPlugin(PAGE_CACHE_LIMIT),
    // Offline, /search?q=other still opens the search page seen with another query.
    { cacheKeyWillBeUsed: async ({ request }) => pageCacheKey(request.url) },
    // In place of the default, which keeps any 200 and every opaque response, redirects included.
    { cacheWillUpdate: async ({ response }) => (isCacheablePage(response) ? response : null) },
  ],
});
const immutable = new CacheFirst({
  cacheName: caches_.assets,
  // One copy whatever deployment query the page wrote: an offline page finds the file the worker kept by path.
  plugins: [{ cacheKeyWillBeUsed: async ({ request }) => buildFileCacheKey(request.url) }],
});

const serwist = new Serwist({
  // Nothing of other routes at install: their files are cached when first used.
  precacheEntries: [{ url: OFFLINE_PAGE, revision: SW_VERSION }],
  precacheOptions: { cacheName: caches_.shell, cleanURLs: false, directoryIndex: null },
  // A new deployment's worker takes over at once instead of waiting for every tab to close.
  skipWaiting: true,
  clientsClaim: true,
  runtimeCaching: [
    { matcher: when('page'), handler: pages },
    { matcher: when('immutable'), handler: immutable },
    { matcher: when('asset'), handler: new StaleWhileRevalidate({ cacheName: caches_.assets }) },
    {
      matcher: when('search-index'),
      handler: new StaleWhileRevalidate({
        cacheName: caches_.search,
        // Kept by path: Pagefind adds ?ts=<now> to its entry file to get past HTTP caches; this cache lasts one build.
        plugins: [{ cacheKeyWillBeUsed: async ({ request }) => new URL(request.url).pathname }],
      }),
    },
  ],
  fallbacks: { entries: [{ url: OFFLINE_PAGE, matcher: ({ request }) => request.mode === 'navigate' }] },
});

/** The files the precached offline page names, so it renders as itself offline; most are in the HTTP cache already. */
async function cacheOfflinePageAssets(): Promise<void> {
  const offline = await serwist.matchPrecache(OFFLINE_PAGE);
  if (!offline) return;
  const cache = await self.caches.open(caches_.assets);
  await cache.addAll(staticAssetPaths(await offline.text()));
}

/**
 * Activation's copy of the offline page's files. The first page's message (below) waits for it: the two name mostly
 * the same shared files, which would otherwise each be read and stored twice at once (22 copies instead of 12 for
 * /about), all on the visitor's first load.
 */
let offlinePageAssetsCached: Promise<void> = Promise.resolve();

/*
 * The page that registered the worker loaded before the worker existed: it names itself and its files. So does a page
 * reached by a client-side navigation, of which the worker saw only the RSC payload. Only what the page rule would keep
 * is kept (never a newsletter link's page).
 */
self.addEventListener('message', (event) => {
  const message = event.data as Partial<CacheCurrentPageMessage> | null;
  if (message?.type !== CACHE_CURRENT_PAGE || typeof message.page !== 'string' || !Array.isArray(message.assets)) return;
  const origin = self.location.origin;
  const page = new URL(message.page, origin);
  const keepsPage = ruleFor({ method: 'GET', mode: 'navigate', url: page.href, headers: new Headers() }, origin) === 'page';
  const assets = loadedStaticAssets(message.assets.filter((url): url is string => typeof url === 'string'), origin);
  // A page loaded whole was just downloaded: 'force-cache' takes it from the HTTP cache, where its headers (no max-age)
  // would otherwise send the worker to the network for a second copy; one reached client-side is fetched. Its files
  // are immutable and fresh there anyway. Cache first: a file the offline page also named is found in the cache.
  const copy = () => [
    ...(keepsPage ? [pages.handleAll({ request: new Request(page, { cache: 'force-cache' }), event })[1]] : []),
    ...assets.map((path) => immutable.handleAll({ request: new Request(path), event })[1]),
  ];
  event.waitUntil(offlinePageAssetsCached.then(() => Promise.allSettled(copy())));
});

/** Caches every search index file not cached yet, so a visitor who searched once can search offline for anything. */
async function cacheSearchIndex(): Promise<void> {
  const cache = await self.caches.open(caches_.search);
  const files: string[] = await (await fetch(SEARCH_INDEX_FILES)).json();
  const cached = await Promise.all(files.map((file) => cache.match(file)));
  await cache.addAll(files.filter((_, index) => !cached[index]));
}

// Serwist answers the request; this listener only starts the background copy of the whole index.
self.addEventListener('fetch', (event) => {
  if (new URL(event.request.url).pathname === SEARCH_INDEX_ENTRY) event.waitUntil(cacheSearchIndex().catch(() => undefined));
});

self.addEventListener('activate', (event) => {
  // Pages cached by an older deployment point at its assets: drop them with the assets.
  event.waitUntil(
    Promise.all([
      self.caches.keys().then((names) => Promise.all(outdatedCaches(names, SW_VERSION).map((name) => self.caches.delete(name)))),
      (offlinePageAssetsCached = cacheOfflinePageAssets().catch(() => undefined)),
    ]),
  );
});

serwist.addEventListeners();
