/// <reference lib="webworker" />
/*
 * The site's service worker, bundled by Serwist (@serwist/turbopack with esbuild-wasm)
 * and served at /sw.js by app/sw.js/route.ts. Strategies:
 *   - pages: network first (4 s timeout), so a new deployment's HTML always wins when online;
 *     a copy of each page seen is kept for offline visits, else the precached offline page;
 *   - /_next/static (content-hashed names): precached at install, then cache first;
 *   - other same-origin images, icons, fonts and link-preview cards: cached, refreshed in the background;
 *   - /pagefind/* (the search index): the same, in a cache of its own.
 * What no rule in ./rules.ts claims is left to the network and never cached.
 */
import { CacheFirst, NetworkFirst, Serwist, StaleWhileRevalidate, type PrecacheEntry, type RuntimeCaching } from 'serwist';
import { cacheNames, outdatedCaches, ruleFor, type RuleName } from './rules';

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] | undefined };
/** The build's id, set by app/sw.js/route.ts through esbuild's `define`. */
declare const SW_VERSION: string;

const OFFLINE_PAGE = '/offline';
/** Pages put in the cache at install, so the first offline visit has them. */
const WARM_PAGES = ['/'];
/** Long enough for a slow connection, short enough that an offline visitor is not left waiting. */
const NETWORK_TIMEOUT_SECONDS = 4;

const caches_ = cacheNames(SW_VERSION);
const when =
  (rule: RuleName): RuntimeCaching['matcher'] =>
  ({ request }) =>
    ruleFor(request, self.location.origin) === rule;

const serwist = new Serwist({
  precacheEntries: [...(self.__SW_MANIFEST ?? []), { url: OFFLINE_PAGE, revision: SW_VERSION }],
  precacheOptions: { cacheName: caches_.shell, cleanURLs: false, directoryIndex: null },
  // A new deployment's worker takes over at once instead of waiting for every tab to close.
  skipWaiting: true,
  clientsClaim: true,
  runtimeCaching: [
    {
      matcher: when('page'),
      handler: new NetworkFirst({ cacheName: caches_.pages, networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS }),
    },
    { matcher: when('immutable'), handler: new CacheFirst({ cacheName: caches_.assets }) },
    { matcher: when('asset'), handler: new StaleWhileRevalidate({ cacheName: caches_.assets }) },
    { matcher: when('search-index'), handler: new StaleWhileRevalidate({ cacheName: caches_.search }) },
  ],
  fallbacks: { entries: [{ url: OFFLINE_PAGE, matcher: ({ request }) => request.mode === 'navigate' }] },
});

self.addEventListener('install', (event) => {
  event.waitUntil(self.caches.open(caches_.pages).then((cache) => cache.addAll(WARM_PAGES)));
});

self.addEventListener('activate', (event) => {
  // Pages cached by an older deployment point at its assets: drop them with the assets.
  event.waitUntil(
    self.caches.keys().then((names) => Promise.all(outdatedCaches(names, SW_VERSION).map((name) => self.caches.delete(name)))),
  );
});

serwist.addEventListeners();
