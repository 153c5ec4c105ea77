/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { deferredStylesheet } from '@/lib/performance/deferred-stylesheet.mjs';
import {
  buildFileCacheKey,
  cacheNames,
  cacheVersion,
  isCacheablePage,
  loadedStaticAssets,
  outdatedCaches,
  PAGE_CACHE_LIMIT,
  pageCacheKey,
  ruleFor,
  staticAssetPaths,
} from '@/lib/service-worker/rules';

const ORIGIN = 'https://www.platterivercg.com';

/** The rule the worker applies to a request; `navigate` marks a page load. */
function rule(url: string, init: RequestInit & { navigate?: boolean } = {}) {
  const { navigate, ...requestInit } = init;
  const request = new Request(new URL(url, ORIGIN), requestInit);
  return ruleFor({ method: request.method, mode: navigate ? 'navigate' : 'cors', url: request.url, headers: request.headers }, ORIGIN);
}

describe('service worker rules', () => {
  it('serves pages from the network first (with a cached copy for offline visits)', () => {
    expect(rule('/', { navigate: true })).toBe('page');
    expect(rule('/services/ai-solutions', { navigate: true })).toBe('page');
  });

  it('serves hashed framework files cache-first, and refreshes images, icons, fonts and cards in the background', () => {
    expect(rule('/_next/static/chunks/x.js')).toBe('immutable');
    expect(rule('/_next/static/media/inter.woff2')).toBe('immutable');
    // The print sheet's address carries its version (lib/performance/print-stylesheet.mjs).
    expect(rule('/print.css?v=0123456789')).toBe('immutable');
    expect(rule('/images/services/ai-solutions.svg')).toBe('asset');
    expect(rule('/icons/icon-192.png')).toBe('asset');
    expect(rule('/services/ai-solutions/opengraph-image')).toBe('asset');
  });

  it('keeps the site-search index (stale-while-revalidate) so a searched-once index works offline', () => {
    expect(rule('/pagefind/pagefind.js')).toBe('search-index');
    expect(rule('/pagefind/index/en_1234.pf_index')).toBe('search-index');
  });

  it('leaves POSTs (the newsletter), RSC payloads, analytics, the worker itself and other origins to the browser', () => {
    expect(rule('/', { method: 'POST', body: 'email=a@b.co', navigate: true })).toBeNull();
    expect(rule('/about?_rsc=abc')).toBeNull();
    expect(rule('/about', { headers: { RSC: '1' } })).toBeNull();
    expect(rule('/about', { headers: { RSC: '1' }, navigate: true })).toBeNull();
    expect(rule('/_vercel/insights/script.js')).toBeNull();
    expect(rule('/sw.js')).toBeNull();
    expect(rule('https://images.unsplash.com/photo.jpg')).toBeNull();
    expect(rule('/api/anything')).toBeNull();
  });

  it('leaves the newsletter links and the API to the server in any capitals, as the server answers them', () => {
    for (const path of ['/newsletter/confirm?token=x', '/Newsletter/Unsubscribe?token=x', '/NEWSLETTER/confirm', '/API/newsletter/deliver']) {
      expect([path, rule(path, { navigate: true })]).toEqual([path, null]);
    }
  });

  it('keeps for offline visits only a page itself: not a redirect, an error, or a response the server said not to store', () => {
    const response = (status: number, type: string, cacheControl?: string) => ({ status, type, headers: new Headers(cacheControl ? { 'cache-control': cacheControl } : {}) });
    expect(isCacheablePage(response(200, 'basic', 's-maxage=31536000'))).toBe(true);
    expect(isCacheablePage(response(200, 'basic'))).toBe(true);
    expect(isCacheablePage(response(0, 'opaqueredirect'))).toBe(false);
    expect(isCacheablePage(response(404, 'basic'))).toBe(false);
    expect(isCacheablePage(response(500, 'basic'))).toBe(false);
    expect(isCacheablePage(response(200, 'basic', 'private, no-store'))).toBe(false);
  });

  it('names every cache after the build, and drops only this site’s caches from other builds', () => {
    expect(Object.values(cacheNames('build-2')).every((name) => name.startsWith('prc-') && name.endsWith('-build-2'))).toBe(true);
    const names = ['prc-pages-build-1', 'prc-assets-build-1', 'prc-shell-build-1', ...Object.values(cacheNames('build-2')), 'someone-else'];
    expect(outdatedCaches(names, 'build-2')).toEqual(['prc-pages-build-1', 'prc-assets-build-1', 'prc-shell-build-1']);
  });
});

describe('a build with a deployment id (Vercel Skew Protection: NEXT_DEPLOYMENT_ID)', () => {
  it('versions the caches by the deployment id, since Next.js then gives every build the same build id', () => {
    const constantBuildId = 'build-TfctsWXpff2fKS';
    expect(cacheVersion(constantBuildId, 'dpl_one')).not.toBe(cacheVersion(constantBuildId, 'dpl_two'));
    expect(cacheVersion('Zmegbv', undefined)).toBe('Zmegbv');
    expect(cacheVersion('Zmegbv', '')).toBe('Zmegbv');
  });

  it('keeps one copy of each build file, found by path whatever deployment query the page wrote; the print sheet keeps its version', () => {
    expect(buildFileCacheKey(`${ORIGIN}/_next/static/chunks/a.js?dpl=dpl_4ZRs9m2X`)).toBe(`${ORIGIN}/_next/static/chunks/a.js`);
    expect(buildFileCacheKey(`${ORIGIN}/_next/static/chunks/a.js`)).toBe(`${ORIGIN}/_next/static/chunks/a.js`);
    expect(buildFileCacheKey(`${ORIGIN}/print.css?v=0123456789`)).toBe(`${ORIGIN}/print.css?v=0123456789`);
  });

  it('reads the build files a page names by path, the deferred stylesheet still left out', () => {
    const link = '<link rel="stylesheet" href="/_next/static/chunks/site.css?dpl=dpl_4ZRs9m2X" data-precedence="next"/>';
    const html = `${deferredStylesheet([link])}<script src="/_next/static/chunks/main.js?dpl=dpl_4ZRs9m2X" async=""></script>`;
    expect(staticAssetPaths(html)).toEqual(['/_next/static/chunks/main.js']);
    expect(loadedStaticAssets([`${ORIGIN}/_next/static/chunks/main.js?dpl=dpl_4ZRs9m2X`], ORIGIN)).toEqual(['/_next/static/chunks/main.js']);
  });
});

describe('what the worker keeps', () => {
  it('keys a page by its path, so query strings share one cached copy', () => {
    expect(pageCacheKey(`${ORIGIN}/search?q=tariffs`)).toBe(`${ORIGIN}/search`);
    expect(pageCacheKey(`${ORIGIN}/about?utm_source=x#team`)).toBe(`${ORIGIN}/about`);
  });

  it('bounds the page cache as docs/performance.md says: the last 40 pages for 30 days, both given to the worker', () => {
    expect(readFileSync('docs/performance.md', 'utf8')).toContain('the last 40 pages for 30 days');
    expect(PAGE_CACHE_LIMIT).toEqual({ maxEntries: 40, maxAgeSeconds: 30 * 24 * 60 * 60 });
    expect(readFileSync('lib/service-worker/sw.ts', 'utf8')).toContain('new ExpirationPlugin(PAGE_CACHE_LIMIT)');
  });

  it('reads the build files a page names, each once', () => {
    const html =
      '<link href="/_next/static/chunks/a.css"/><script src="/_next/static/chunks/b.js"></script><script src="/_next/static/chunks/b.js"></script>' +
      '<script>self.__next_f.push([1,"[\\"/_next/static/chunks/c.js\\"]"])</script>';
    expect(staticAssetPaths(html)).toEqual(['/_next/static/chunks/a.css', '/_next/static/chunks/b.js', '/_next/static/chunks/c.js']);
  });

  it('leaves out the noModule polyfills, which no browser with ES modules loads', () => {
    const html =
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script><script src="/_next/static/chunks/main.js" async=""></script>' +
      '<script nomodule src="/_next/static/chunks/legacy.js"></script>';
    expect(staticAssetPaths(html)).toEqual(['/_next/static/chunks/main.js']);
  });

  it('leaves out the site stylesheet the page only places for client-side navigations, though its payload names it', () => {
    const link = '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>';
    const html =
      `<style data-critical-from="/_next/static/chunks/site.css">p{}</style>${deferredStylesheet([link])}` +
      '<script src="/_next/static/chunks/main.js" async=""></script>' +
      '<script>self.__next_f.push([1,"[\\"$\\",\\"link\\",\\"0\\",{\\"href\\":\\"/_next/static/chunks/site.css\\"}]"])</script>';
    expect(staticAssetPaths(html)).toEqual(['/_next/static/chunks/main.js']);
  });

  it('keeps the print sheet every page links, with its version, so an offline page prints as it would online', () => {
    const html =
      '<link rel="stylesheet" href="/print.css?v=0123456789" media="print"/><script src="/_next/static/chunks/main.js" async=""></script>' +
      '<script>self.__next_f.push([1,"[\\"$\\",\\"link\\",null,{\\"href\\":\\"/print.css?v=0123456789\\"}]"])</script>';
    expect(staticAssetPaths(html)).toEqual(['/_next/static/chunks/main.js', '/print.css?v=0123456789']);
  });

  it('keeps only the build files of this origin among what a page loaded', () => {
    const loaded = [`${ORIGIN}/_next/static/chunks/a.js`, `${ORIGIN}/_next/static/chunks/a.js`, `${ORIGIN}/images/x.svg`, 'https://cdn.example/_next/static/b.js'];
    expect(loadedStaticAssets(loaded, ORIGIN)).toEqual(['/_next/static/chunks/a.js']);
  });
});
