/** @jest-environment node */
import { sha256Source } from '@/lib/security/script-hashes.mjs';
import { checkPolicy, inlineScriptSources } from '@/lib/security/csp-check.mjs';
import { outputPages, UNKNOWN_PATH, UNKNOWN_SLUG_PROBE, unknownSlugPages } from '@/lib/security/vercel-output-pages.mjs';
import { headersFor, rewrittenPath, routeMatches } from '@/lib/security/vercel-routes.mjs';
import { UNKNOWN_SLUG } from '@/lib/unknown-slug.mjs';

const CATCH_ALL = '^(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))?(?:/)?$';
const page = (path: string, headers: Record<string, string> = {}) => ({ path, headers: { accept: 'text/html', ...headers } });

describe('outputPages', () => {
  it('maps prerender fallbacks and static pages to the paths they answer, and skips everything else', () => {
    expect(
      outputPages([
        'functions/index.prerender-fallback.html',
        'functions/about.prerender-fallback.html',
        'functions/about.prerender-config.json',
        'functions/about.rsc.prerender-fallback.rsc',
        'functions/insights/topics/strategy.prerender-fallback.html',
        'functions/_not-found.prerender-fallback.html',
        'static/404.html',
        'static/500.html',
        'static/images/logo.svg',
        'static/docs/index.html',
      ]),
    ).toEqual([
      { path: '/', file: 'functions/index.prerender-fallback.html' },
      { path: '/about', file: 'functions/about.prerender-fallback.html' },
      { path: '/docs', file: 'static/docs/index.html' },
      { path: '/insights/topics/strategy', file: 'functions/insights/topics/strategy.prerender-fallback.html' },
      { path: UNKNOWN_PATH, file: 'functions/_not-found.prerender-fallback.html' },
      { path: UNKNOWN_PATH, file: 'static/404.html' },
      { path: UNKNOWN_PATH, file: 'static/500.html' },
    ]);
  });
});

describe('unknown slugs in the output', () => {
  // As `vercel build` writes them: headers, the beforeFiles rewrite (continue, query added), the payload rewrite.
  const routes: Parameters<typeof rewrittenPath>[0] = [
    { src: '^(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))/$', headers: { Location: '/$1' }, status: 308, continue: true },
    { src: '^/services(?:/([^/]+?))(?:/)?$', headers: { 'Content-Security-Policy': "script-src 'self' 'sha256-unknown='" }, continue: true },
    { src: '^/services/ai-solutions(?:/)?$', headers: { 'Content-Security-Policy': "script-src 'self' 'sha256-ai='" }, continue: true },
    {
      src: `^/services(?:/((?!(?:${UNKNOWN_SLUG}|ai-solutions)(?:/|$))[^/]+))(?:/)?$`,
      dest: `/services/${UNKNOWN_SLUG}?slug=$1`,
      continue: true,
    },
    { src: '^/((?!.+\\.rsc).+?)(?:/)?$', has: [{ type: 'header', key: 'rsc', value: '1' }], dest: '/$1.rsc', continue: true },
    { handle: 'filesystem' },
    { src: '^/services/(?<nxtPslug>[^/]+?)(?:/)?$', dest: '/services/[slug]?nxtPslug=$nxtPslug' },
  ];

  it("pairs each section's reserved page with an unknown slug of that section", () => {
    const pages = [
      { path: '/services/ai-solutions', file: 'functions/services/ai-solutions.prerender-fallback.html' },
      { path: `/services/${UNKNOWN_SLUG}`, file: `functions/services/${UNKNOWN_SLUG}.prerender-fallback.html` },
    ];
    expect(unknownSlugPages(pages)).toEqual([
      { path: `/services/${UNKNOWN_SLUG_PROBE}`, reservedPath: `/services/${UNKNOWN_SLUG}`, file: pages[1]!.file },
    ]);
  });

  it('follows the rewrites before the filesystem phase, captures filled in and the query dropped', () => {
    expect(rewrittenPath(routes, page(`/services/${UNKNOWN_SLUG_PROBE}`))).toBe(`/services/${UNKNOWN_SLUG}`);
    expect(rewrittenPath(routes, page('/services/nope', { rsc: '1' }))).toBe(`/services/${UNKNOWN_SLUG}.rsc`);
    expect(rewrittenPath(routes, page('/services/ai-solutions'))).toBe('/services/ai-solutions');
    expect(rewrittenPath(routes.filter((route) => !route.dest?.startsWith('/services/')), page('/services/nope'))).toBe('/services/nope');
  });

  it("sends an unknown slug the section's policy and a known one its own", () => {
    expect(headersFor(routes, page('/services/nope')).headers['content-security-policy']).toContain("'sha256-unknown='");
    expect(headersFor(routes, page('/services/ai-solutions')).headers['content-security-policy']).toContain("'sha256-ai='");
  });
});

describe('headersFor', () => {
  const routes: Parameters<typeof headersFor>[0] = [
    { src: '^(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))/$', headers: { Location: '/$1' }, status: 308, continue: true },
    { src: CATCH_ALL, headers: { 'Content-Security-Policy': "script-src 'self'", 'X-Frame-Options': 'DENY' }, continue: true },
    { src: CATCH_ALL, headers: { 'Content-Security-Policy': "script-src 'self' 'sha256-nf='" }, continue: true },
    { src: '^/about(?:/)?$', headers: { 'Content-Security-Policy': "script-src 'self' 'sha256-about='" }, continue: true },
    { src: '^/about(?:/)?$', has: [{ type: 'header' as const, key: 'x-preview' }], headers: { 'Content-Security-Policy': 'preview' }, continue: true },
    { src: '^/about(?:/)?$', missing: [{ type: 'header' as const, key: 'rsc', value: '1' }], headers: { 'X-Extra': 'no-rsc' }, continue: true },
    { src: '^/(.*)$', has: [{ type: 'header' as const, key: 'content-type' }], middlewarePath: '/_middleware', continue: true },
    { handle: 'filesystem' },
    { src: '^/about$', headers: { 'Content-Security-Policy': 'after the filesystem: not a header route' } },
  ];

  it('lets the last matching route win, per header name, with has and missing considered', () => {
    const about = headersFor(routes, page('/about'));
    expect(about.headers['content-security-policy']).toBe("script-src 'self' 'sha256-about='");
    expect(about.headers['x-frame-options']).toBe('DENY');
    expect(about.headers['x-extra']).toBe('no-rsc');
    expect(about.settingCsp).toBe(3);
    expect(about.middleware).toBe(false);
    expect(headersFor(routes, page('/about', { 'x-preview': '1' })).headers['content-security-policy']).toBe('preview');
    expect(headersFor(routes, page('/about', { rsc: '1' })).headers['x-extra']).toBeUndefined();
    expect(headersFor(routes, page('/about', { rsc: '2' })).headers['x-extra']).toBe('no-rsc');
  });

  it('gives any other path the catch-all, and notices a proxy on the request', () => {
    expect(headersFor(routes, page('/nope')).headers['content-security-policy']).toBe("script-src 'self' 'sha256-nf='");
    expect(headersFor(routes, page('/about', { 'content-type': 'multipart/form-data' })).middleware).toBe(true);
    expect(routeMatches({ src: '^/About$', caseSensitive: true }, page('/about'))).toBe(false);
  });
});

describe('checkPolicy', () => {
  const first = 'self.__next_f.push([0])';
  const second = 'self.__next_f.push([1,"x"])';
  const html = `<script src="/a.js"></script><script>${first}</script><script type="application/ld+json">{}</script><script>${second}</script>`;
  const hashes = `'${sha256Source(first)}' '${sha256Source(second)}'`;

  it('passes a policy that lists a hash for each inline script', () => {
    expect(checkPolicy(`default-src 'self'; script-src 'self' ${hashes}`, html)).toEqual({ scripts: 2, covered: 2, unsafeInline: false, problems: [] });
  });

  it("fails a missing hash, an effective 'unsafe-inline', 'unsafe-eval' and a missing policy", () => {
    expect(checkPolicy(`script-src 'self' '${sha256Source(first)}'`, html).problems).toEqual(['1 inline script(s) not covered']);
    const loose = checkPolicy("script-src 'self' 'unsafe-inline'", html);
    expect(loose.unsafeInline).toBe(true);
    expect(loose.problems).toEqual(["effective 'unsafe-inline'", '2 inline script(s) not covered']);
    expect(checkPolicy(`script-src 'self' 'unsafe-eval' ${hashes}`, html).problems).toEqual(["'unsafe-eval'"]);
    expect(checkPolicy(undefined, html).problems).toContain('no Content-Security-Policy');
  });

  it("treats 'unsafe-inline' next to hashes as ignored, as browsers do", () => {
    expect(checkPolicy(`script-src 'self' 'unsafe-inline' ${hashes}`, html).unsafeInline).toBe(false);
  });

  it('reads script-src-elem first, then script-src, then default-src', () => {
    expect(inlineScriptSources("default-src 'self'; script-src 'none'; script-src-elem 'self'")).toEqual(["'self'"]);
    expect(inlineScriptSources("default-src 'none'")).toEqual(["'none'"]);
    expect(inlineScriptSources("img-src 'self'")).toBeNull();
  });

  // CSP3: a browser enforces the first copy of a repeated directive and ignores the rest, whatever their capitals.
  it('judges a repeated script-src by its first copy, as browsers enforce it', () => {
    const strict = `script-src 'self' ${hashes}`;
    const loose = "script-src 'self' 'unsafe-inline' 'unsafe-eval'";
    expect(checkPolicy(`default-src 'self'; ${strict}; ${loose}`, html).problems).toEqual([]);
    expect(checkPolicy(`default-src 'self'; ${loose}; ${strict}`, html).problems).toEqual([
      "effective 'unsafe-inline'",
      "'unsafe-eval'",
      '2 inline script(s) not covered',
    ]);
    expect(checkPolicy(`default-src 'self'; ${loose}; ${strict.replace('script-src', 'SCRIPT-SRC')}`, html).unsafeInline).toBe(true);
    expect(inlineScriptSources("Script-Src 'none'; script-src 'self'")).toEqual(["'none'"]);
  });
});
