/*
 * The site's service worker, served at /sw.js by app/sw.js/route.ts, which puts
 * `const SW_CONFIG = { version, shell, offlinePage }` in front of this file.
 *
 * Hand-written rather than built with Serwist: @serwist/turbopack bundles the
 * worker with esbuild or esbuild-wasm, and neither is installed in this project
 * (see docs/security.md). The strategies are the usual ones, written for this site:
 *   - pages: network first, so a new deployment's HTML always wins when online;
 *     a copy of each page seen is kept for offline visits, else the offline page;
 *   - /_next/static (content-hashed names): cache first;
 *   - other same-origin images, icons and fonts: cache, refreshed in the background;
 *   - the search index (/pagefind/): the same, and once Pagefind first loads, every index
 *     file in the background, so a visitor who searched once can search again offline;
 *   - anything else, every non-GET request (the newsletter's server action) and
 *     client-side navigation payloads (RSC): left to the network, never cached.
 */
/* global SW_CONFIG */

const CACHE_PREFIX = 'prc-';
const CACHES = {
  shell: `${CACHE_PREFIX}shell-${SW_CONFIG.version}`,
  pages: `${CACHE_PREFIX}pages-${SW_CONFIG.version}`,
  assets: `${CACHE_PREFIX}assets-${SW_CONFIG.version}`,
  search: `${CACHE_PREFIX}search-${SW_CONFIG.version}`,
};
/** Written by scripts/build-search-index.mjs: every file of the search index. */
const SEARCH_INDEX_FILES = '/pagefind/files.json';
/** Pagefind requests this first on every load: the moment to fetch the rest of the index. */
const SEARCH_INDEX_ENTRY = '/pagefind/pagefind-entry.json';
/** Files a cached page needs to render offline: the framework's hashed chunks and stylesheets. */
const STATIC_ASSET_URL = /\/_next\/static\/[^"'\s)<>]+/g;
/** Long enough for a slow connection, short enough that an offline visitor is not left waiting. */
const NETWORK_TIMEOUT_MS = 4000;

/** Which strategy a request gets, or null to let the browser handle it untouched. */
function strategyFor(request) {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return null;
  if (url.pathname.startsWith('/_vercel/') || url.pathname === '/sw.js') return null;
  if (request.headers.get('RSC') || url.searchParams.has('_rsc')) return null;
  if (request.mode === 'navigate') return 'page';
  if (url.pathname.startsWith('/_next/static/')) return 'immutable';
  if (url.pathname.startsWith('/pagefind/')) return 'search';
  if (/^\/(?:_next\/image|images\/|icons\/|og\/)|\.(?:png|svg|ico|jpe?g|webp|avif|woff2?)$/.test(url.pathname)) {
    return 'asset';
  }
  return null;
}

/** A response safe to keep: complete, same-origin and successful. */
function cacheable(response) {
  return response && response.ok && response.status === 200 && response.type === 'basic';
}

function fetchWithTimeout(request) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('network timeout')), NETWORK_TIMEOUT_MS);
    fetch(request).then(
      (response) => {
        clearTimeout(timer);
        resolve(response);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

async function networkFirstPage(request) {
  const cache = await caches.open(CACHES.pages);
  try {
    const response = await fetchWithTimeout(request);
    if (cacheable(response)) await cache.put(request, response.clone());
    return response;
  } catch {
    // ignoreSearch: every page is static, so /search?q=a stands in for /search?q=b.
    const cached =
      (await cache.match(request, { ignoreSearch: true })) || (await caches.match(request, { cacheName: CACHES.shell }));
    if (cached) return cached;
    const offline = await caches.match(SW_CONFIG.offlinePage, { cacheName: CACHES.shell });
    return offline || Response.error();
  }
}

async function cacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (cacheable(response)) {
    const cache = await caches.open(CACHES.assets);
    await cache.put(request, response.clone());
  }
  return response;
}

async function staleWhileRevalidate(request, event, cacheName = CACHES.assets, key = request) {
  const cache = await caches.open(cacheName);
  const cached = await cache.match(key);
  const refresh = fetch(request).then(async (response) => {
    if (cacheable(response)) await cache.put(key, response.clone());
    return response;
  });
  if (cached) {
    event.waitUntil(refresh.catch(() => undefined));
    return cached;
  }
  return refresh;
}

/** Caches every search index file not cached yet; the search page then works offline for any query. */
async function cacheSearchIndex() {
  const cache = await caches.open(CACHES.search);
  const files = await (await fetch(SEARCH_INDEX_FILES)).json();
  const missing = [];
  for (const file of files) if (!(await cache.match(file))) missing.push(file);
  await cache.addAll(missing);
}

/** Kept by path: Pagefind adds ?ts=<now> to its entry file to get past HTTP caches, and these caches last one deployment. */
function searchIndexFile(request, event) {
  const path = new URL(request.url).pathname;
  if (path === SEARCH_INDEX_ENTRY) event.waitUntil(cacheSearchIndex().catch(() => undefined));
  return staleWhileRevalidate(request, event, CACHES.search, path);
}

/** Caches the shell pages and every hashed file they reference, so the offline page renders styled. */
async function precacheShell() {
  const cache = await caches.open(CACHES.shell);
  const assets = new Set();
  for (const page of SW_CONFIG.shell) {
    const response = await fetch(page, { cache: 'reload' });
    if (!cacheable(response)) throw new Error(`Could not precache ${page}: ${response.status}`);
    const html = await response.clone().text();
    for (const match of html.match(STATIC_ASSET_URL) || []) assets.add(match);
    await cache.put(page, response);
  }
  await cache.addAll([...assets]);
}

self.addEventListener('install', (event) => {
  // A new deployment's worker takes over at once instead of waiting for every tab to close.
  event.waitUntil(precacheShell().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  // Pages cached by an older deployment point at its assets: drop them with the assets.
  const current = new Set(Object.values(CACHES));
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX) && !current.has(name)).map((name) => caches.delete(name))),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const strategy = strategyFor(event.request);
  if (strategy === 'page') event.respondWith(networkFirstPage(event.request));
  else if (strategy === 'immutable') event.respondWith(cacheFirst(event.request));
  else if (strategy === 'asset') event.respondWith(staleWhileRevalidate(event.request, event));
  else if (strategy === 'search') event.respondWith(searchIndexFile(event.request, event));
});
