/** @jest-environment node */
import { assertPrerenderManifest, prerenderedPages } from '@/lib/prerendered-pages.mjs';
import { extraScriptSources, pagePolicy, parsePolicy, ROUTE_SCRIPT_SOURCES } from '@/lib/security/csp-policy.mjs';
import {
  assertRoutesManifest,
  CATCH_ALL_SOURCE,
  headerEntry,
  pageHeaderEntries,
  siteWideHeadersWithoutPolicy,
  templatePolicy,
  withPageHeaders,
} from '@/lib/security/page-headers.mjs';
import { staticSecurityHeaders } from '@/lib/security/headers';
import { SEARCH_PATH } from '@/lib/search/config';

const LEAD_FORM = 'https://forms.example-crm.com';
const TEMPLATE = staticSecurityHeaders({ production: true, leadFormOrigin: LEAD_FORM }).find(
  (header) => header.key === 'Content-Security-Policy',
)!.value;
const scriptSrc = (policy: string) => parsePolicy(policy).find(([name]) => name === 'script-src')?.[1] ?? [];

/** A routes manifest as next.config.ts's headers() makes it: one catch-all entry with every static header. */
function routesManifest() {
  const headers = staticSecurityHeaders({ production: true, leadFormOrigin: LEAD_FORM });
  return { version: 3, headers: [{ ...headerEntry(CATCH_ALL_SOURCE, TEMPLATE), headers }] };
}

const PAGES = [
  { route: '/', hashes: ['sha256-home='] },
  { route: '/_not-found', hashes: ['sha256-nf1=', 'sha256-shared='] },
  { route: '/_global-error', hashes: ['sha256-err=', 'sha256-shared='] },
  { route: '/offline', hashes: ['sha256-offline='] },
  { route: '/search', hashes: ['sha256-search='] },
  { route: '/insights/topics/strategy', hashes: ['sha256-topic='] },
];

describe('the template policy from next.config.ts', () => {
  it('allows no inline script and names the lead form in frame-src only', () => {
    expect(scriptSrc(TEMPLATE)).toEqual(["'self'"]);
    expect(parsePolicy(TEMPLATE).find(([name]) => name === 'frame-src')?.[1]).toEqual([LEAD_FORM]);
  });
});

describe('parsePolicy', () => {
  it('keeps the first copy of a repeated directive, in any capitals, as browsers enforce it (CSP3)', () => {
    expect(parsePolicy("script-src 'self'; img-src data:; Script-Src 'unsafe-inline'")).toEqual([
      ['script-src', ["'self'"]],
      ['img-src', ['data:']],
    ]);
    expect(parsePolicy("SCRIPT-SRC 'unsafe-inline'; script-src 'self'")).toEqual([['script-src', ["'unsafe-inline'"]]]);
  });
});

describe('pagePolicy', () => {
  it("adds the page's hashes to script-src and changes nothing else", () => {
    const policy = pagePolicy(TEMPLATE, { route: '/about', hashes: ['sha256-a=', 'sha256-b='] });
    expect(scriptSrc(policy)).toEqual(["'self'", "'sha256-a='", "'sha256-b='"]);
    const others = (p: string) => parsePolicy(p).filter(([name]) => name !== 'script-src');
    expect(others(policy)).toEqual(others(TEMPLATE));
  });

  it("gives /search, and only /search, 'wasm-unsafe-eval', never 'unsafe-eval'", () => {
    expect(extraScriptSources('/search')).toEqual(["'wasm-unsafe-eval'"]);
    expect(scriptSrc(pagePolicy(TEMPLATE, { route: '/search', hashes: ['sha256-s='] }))).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
      "'sha256-s='",
    ]);
    for (const route of ['/', '/search/x', '/searching', '/insights/search', CATCH_ALL_SOURCE]) {
      expect(scriptSrc(pagePolicy(TEMPLATE, { route, hashes: [] }))).toEqual(["'self'"]);
    }
  });

  it("gives 'wasm-unsafe-eval' to SEARCH_PATH, the only route with extra script sources", () => {
    const wasmRoutes = ROUTE_SCRIPT_SOURCES.filter((rule) => rule.sources.includes("'wasm-unsafe-eval'"));
    expect(wasmRoutes.map((rule) => rule.route)).toEqual([SEARCH_PATH]);
    expect(ROUTE_SCRIPT_SOURCES.filter((rule) => rule.sources.length > 0).map((rule) => rule.route)).toEqual([SEARCH_PATH]);
  });

  it("drops 'unsafe-inline' even from a template that has it, and never adds the lead form", () => {
    const loose = TEMPLATE.replace("script-src 'self'", `script-src 'self' 'unsafe-inline' ${LEAD_FORM}`);
    expect(scriptSrc(pagePolicy(loose, { route: '/', hashes: ['sha256-x='] }))).toEqual(["'self'", LEAD_FORM, "'sha256-x='"]);
    expect(scriptSrc(pagePolicy(TEMPLATE, { route: '/', hashes: [] }))).not.toContain(LEAD_FORM);
  });

  it('fails on a template without script-src', () => {
    expect(() => pagePolicy("default-src 'self'", { route: '/', hashes: [] })).toThrow(/no script-src/);
  });
});

describe('prerenderedPages', () => {
  it('lists every page route of the manifest with its HTML file, and no route handler', () => {
    const manifest = {
      routes: {
        '/': { routeType: 'page' },
        '/_not-found': { routeType: 'page', initialStatus: 404 },
        '/offline': { routeType: 'page' },
        '/insights/topics/strategy': { routeType: 'page' },
        '/about/leadership/jane-doe': { routeType: 'page' },
        '/og/home.png': { routeType: 'route' },
        '/sw.js': { routeType: 'route' },
      },
    };
    assertPrerenderManifest(manifest);
    expect(prerenderedPages(manifest)).toEqual([
      { route: '/', file: 'index.html' },
      { route: '/_not-found', file: '_not-found.html' },
      { route: '/about/leadership/jane-doe', file: 'about/leadership/jane-doe.html' },
      { route: '/insights/topics/strategy', file: 'insights/topics/strategy.html' },
      { route: '/offline', file: 'offline.html' },
    ]);
  });

  it('fails when the manifest no longer says which routes are pages', () => {
    expect(() => assertPrerenderManifest({ routes: { '/': { type: 'page' } } })).toThrow(/routeType/);
    expect(() => assertPrerenderManifest({ pages: {} })).toThrow(/routes/);
  });
});

describe('pageHeaderEntries', () => {
  const entries = pageHeaderEntries(TEMPLATE, PAGES);
  const policyOf = (source: string) => entries.find((entry) => entry.source === source)?.headers[0]?.value ?? '';

  it('starts with a catch-all carrying the not-found and error views, so unknown paths are strict too', () => {
    expect(entries[0]!.source).toBe(CATCH_ALL_SOURCE);
    expect(scriptSrc(policyOf(CATCH_ALL_SOURCE))).toEqual(["'self'", "'sha256-err='", "'sha256-nf1='", "'sha256-shared='"]);
    expect(entries.filter((entry) => entry.source.startsWith('/_'))).toEqual([]);
  });

  it("gives each page, the offline page included, one entry with its own hashes and the not-found views'", () => {
    // A router that matches headers without regard to case may send /OFFLINE the 404 page with /offline's entry.
    const notFound = ["'sha256-err='", "'sha256-nf1='", "'sha256-shared='"];
    expect(entries.map((entry) => entry.source)).toEqual([CATCH_ALL_SOURCE, '/', '/offline', '/search', '/insights/topics/strategy']);
    expect(scriptSrc(policyOf('/offline'))).toEqual(["'self'", ...notFound.slice(0, 2), "'sha256-offline='", notFound[2]]);
    expect(scriptSrc(policyOf('/search'))).toEqual(["'self'", "'wasm-unsafe-eval'", ...notFound.slice(0, 2), "'sha256-search='", notFound[2]]);
    for (const entry of entries) {
      expect(entry.headers).toHaveLength(1);
      expect(scriptSrc(entry.headers[0]!.value)).not.toContain("'unsafe-inline'");
      expect(scriptSrc(entry.headers[0]!.value)).not.toContain("'unsafe-eval'");
    }
  });

  it("writes the regex Next's own compiler gives the source, matching the page path with or without a trailing slash", () => {
    const about = headerEntry('/about', 'x');
    expect(about).toEqual({ source: '/about', regex: '^/about(?:/)?$', headers: [{ key: 'Content-Security-Policy', value: 'x' }] });
    const home = new RegExp(entries.find((entry) => entry.source === '/')!.regex!);
    expect(home.test('/')).toBe(true);
    expect(home.test('/about')).toBe(false);
    const topic = new RegExp(entries.find((entry) => entry.source === '/insights/topics/strategy')!.regex!);
    expect(['/insights/topics/strategy', '/insights/topics/strategy/'].every((p) => topic.test(p))).toBe(true);
    expect(topic.test('/insights/topics/strategy/x')).toBe(false);
  });

  it('escapes pattern syntax in a page path', () => {
    const [, entry] = pageHeaderEntries(TEMPLATE, [{ route: '/a:b(c)', hashes: [] }]);
    expect(entry!.source).toBe('/a\\:b\\(c\\)');
    expect(new RegExp(entry!.regex!).test('/a:b(c)')).toBe(true);
  });
});

describe('the routes manifest', () => {
  it('keeps next.config.ts entries first and replaces the entries of an earlier run', () => {
    const manifest = routesManifest();
    assertRoutesManifest(manifest);
    expect(templatePolicy(manifest)).toBe(TEMPLATE);
    const once = withPageHeaders(manifest, pageHeaderEntries(templatePolicy(manifest), PAGES));
    const twice = withPageHeaders(once, pageHeaderEntries(templatePolicy(once), PAGES));
    expect(twice).toEqual(once);
    expect(once.headers[0]).toEqual(manifest.headers[0]);
    expect(once.headers).toHaveLength(1 + 5);
  });

  it("gives the bench floor every site-wide header but the policy, also after the page entries are in", () => {
    const manifest = routesManifest();
    const withPages = withPageHeaders(manifest, pageHeaderEntries(templatePolicy(manifest), PAGES));
    const expected = staticSecurityHeaders({ production: true, leadFormOrigin: LEAD_FORM }).filter((header) => header.key !== 'Content-Security-Policy');
    expect(expected.map((header) => header.key)).toContain('Cross-Origin-Opener-Policy');
    expect(siteWideHeadersWithoutPolicy(withPages)).toEqual(expected);
    expect(() => siteWideHeadersWithoutPolicy({ headers: [] })).toThrow(/no entry/);
  });

  it('fails on a manifest whose shape changed', () => {
    expect(() => assertRoutesManifest({ version: 4, headers: [] })).toThrow(/version 4/);
    expect(() => assertRoutesManifest({ version: 3 })).toThrow(/headers/);
    expect(() => assertRoutesManifest({ version: 3, headers: [{ source: '/', headers: [] }] })).toThrow(/source, regex/);
    expect(() => templatePolicy({ headers: [] })).toThrow(/no Content-Security-Policy/);
  });
});
