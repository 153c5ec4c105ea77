/** @jest-environment node */
import { slugSchema } from '@/content/schemas';
import { headerEntry, pageHeaderEntries, withPageHeaders } from '@/lib/security/page-headers.mjs';
import { assertRewrites, slugSections, unknownPathRewrite, unknownSlugRewrites, withUnknownSlugRewrites } from '@/lib/security/unknown-slugs.mjs';
import { UNKNOWN_PATH_PREFIX } from '@/lib/unknown-slug.mjs';
import { paramsWithUnknownSlug, UNKNOWN_SLUG } from '@/lib/unknown-slug.mjs';

const TEMPLATE = "default-src 'self'; script-src 'self'";

/** A prerender manifest shaped like Next 16's: pages of /services/[slug] (the reserved one too) and siblings. */
const PRERENDER = {
  routes: {
    '/services': { routeType: 'page', srcRoute: '/services' },
    '/services/ai-solutions': { routeType: 'page', srcRoute: '/services/[slug]' },
    '/services/strategy': { routeType: 'page', srcRoute: '/services/[slug]' },
    [`/services/${UNKNOWN_SLUG}`]: { routeType: 'page', srcRoute: '/services/[slug]' },
    '/services/opengraph-image': { routeType: 'route', srcRoute: '/services/opengraph-image' },
    '/services/ai-solutions/opengraph-image': { routeType: 'route', srcRoute: '/services/[slug]/opengraph-image' },
    '/insights/topics': { routeType: 'page', srcRoute: '/insights/topics' },
    '/insights/topics/strategy': { routeType: 'page', srcRoute: '/insights/topics/[topic]' },
    '/insights/vr-2025': { routeType: 'page', srcRoute: '/insights/[slug]' },
    [`/insights/${UNKNOWN_SLUG}`]: { routeType: 'page', srcRoute: '/insights/[slug]' },
    '/about': { routeType: 'page', srcRoute: '/about' },
  },
};
const ROUTES = {
  version: 3,
  headers: [],
  staticRoutes: [{ page: '/insights/feed.xml' }, { page: '/insights/topics' }, { page: '/about' }],
  rewrites: { beforeFiles: [{ source: '/x', destination: '/y' }], afterFiles: [], fallback: [] as Array<{ destination?: string }> },
};

describe('the reserved slug', () => {
  it('can never be a content slug, and follows every section slug in the static params', () => {
    expect(slugSchema.safeParse(UNKNOWN_SLUG).success).toBe(false);
    expect(paramsWithUnknownSlug(['a', 'b'])).toEqual([{ slug: 'a' }, { slug: 'b' }, { slug: UNKNOWN_SLUG }]);
  });
});

describe('slugSections', () => {
  it('finds each section that prerendered the reserved slug, with every segment Next serves directly under it', () => {
    expect(slugSections(PRERENDER, ROUTES)).toEqual([
      { section: '/insights', reservedRoute: `/insights/${UNKNOWN_SLUG}`, slugs: [UNKNOWN_SLUG, 'feed.xml', 'topics', 'vr-2025'] },
      {
        section: '/services',
        reservedRoute: `/services/${UNKNOWN_SLUG}`,
        slugs: [UNKNOWN_SLUG, 'ai-solutions', 'opengraph-image', 'strategy'],
      },
    ]);
  });

  it('fails when the reserved slug sits under a catch-all or a static route', () => {
    const catchAll = { routes: { [`/docs/${UNKNOWN_SLUG}`]: { routeType: 'page', srcRoute: '/docs/[...path]' } } };
    expect(() => slugSections(catchAll, ROUTES)).toThrow(/single \[param\]/);
  });
});

describe('unknownSlugRewrites', () => {
  const [insights, services] = slugSections(PRERENDER, ROUTES);
  const [pageRead, payload] = unknownSlugRewrites(services!);
  const rewrite = payload!;
  // Next compiles `source` again when it loads the manifest, and matches case-insensitively.
  const matches = (path: string) => new RegExp(rewrite.regex, 'i').test(path);

  it('sends a page read to the unknown-path handler and a client navigation to the reserved page, from one source', () => {
    expect(pageRead!.source).toBe(rewrite.source);
    expect(pageRead!.destination).toBe(`${UNKNOWN_PATH_PREFIX}/services/:slug`);
    expect(pageRead!.missing).toEqual([{ type: 'header', key: 'rsc' }, { type: 'header', key: 'content-type' }]);
    expect(rewrite.missing).toBeUndefined();
  });

  it('sends an unknown slug, and only one, to the reserved page', () => {
    expect(rewrite.destination).toBe(`/services/${UNKNOWN_SLUG}`);
    // The reserved slug too, in any capitals: it is the reserved page either way.
    for (const path of ['/services/no-such-service', '/services/ai', '/services/ai-solutions-2', '/services/strategy.rsc', '/services/%E2%9C%93', `/services/${UNKNOWN_SLUG.toUpperCase()}`]) {
      expect([path, matches(path)]).toEqual([path, true]);
    }
  });

  it('leaves every page and file Next serves under the section, and deeper paths, alone', () => {
    for (const path of [
      '/services',
      '/services/',
      '/services/ai-solutions',
      '/services/ai-solutions/',
      '/services/strategy',
      '/services/opengraph-image',
      '/services/ai-solutions/opengraph-image',
      '/services/nope/opengraph-image',
      '/about',
    ]) {
      expect([path, matches(path)]).toEqual([path, false]);
    }
  });

  it('matches a sibling with a dot literally', () => {
    const regex = new RegExp(unknownSlugRewrites(insights!)[1]!.regex, 'i');
    expect(regex.test('/insights/feed.xml')).toBe(false);
    expect(regex.test('/insights/feedxxml')).toBe(true);
    expect(regex.test('/insights/topics')).toBe(false);
  });
});

describe('the manifest written', () => {
  const sections = slugSections(PRERENDER, ROUTES);
  const pages = [
    { route: '/_not-found', hashes: ['sha256-nf='] },
    { route: '/services/ai-solutions', hashes: ['sha256-ai='] },
    { route: `/services/${UNKNOWN_SLUG}`, hashes: ['sha256-unknown-services='] },
    { route: `/insights/${UNKNOWN_SLUG}`, hashes: ['sha256-unknown-insights='] },
  ];

  it("puts each section's entry after the catch-all and before every page's, so a page's own entry wins", () => {
    const entries = pageHeaderEntries(TEMPLATE, pages, sections);
    expect(entries.map((entry) => entry.source)).toEqual([
      '/:path*',
      '/insights/:slug',
      '/services/:slug',
      '/services/ai-solutions',
      `/services/${UNKNOWN_SLUG}`,
      `/insights/${UNKNOWN_SLUG}`,
    ]);
    // The not-found view's hashes too (see pageHeaderEntries); the catch-all lists every reserved page's.
    expect(entries[2]!.headers[0]!.value).toBe("default-src 'self'; script-src 'self' 'sha256-nf=' 'sha256-unknown-services='");
    expect(entries[0]!.headers[0]!.value).toBe(
      "default-src 'self'; script-src 'self' 'sha256-nf=' 'sha256-unknown-insights=' 'sha256-unknown-services='",
    );
    expect(new RegExp(entries[2]!.regex!).test('/services/no-such-service')).toBe(true);
    expect(new RegExp(entries[2]!.regex!).test('/services/a/b')).toBe(false);
  });

  it("fails when a section's reserved page has no hashes to carry", () => {
    expect(() => pageHeaderEntries(TEMPLATE, pages.slice(0, 2), sections)).toThrow(/No prerendered page/);
  });

  it("appends the rewrites after Next's own beforeFiles, the unknown-path one to fallback, and replaces those of an earlier run", () => {
    assertRewrites(ROUTES);
    const rewrites = sections.flatMap(unknownSlugRewrites);
    const once = withUnknownSlugRewrites(withPageHeaders(ROUTES, [headerEntry('/a', 'x')]), rewrites);
    const twice = withUnknownSlugRewrites(once, rewrites);
    expect(twice).toEqual(once);
    expect(twice.rewrites.beforeFiles.map((rewrite) => rewrite.destination)).toEqual([
      '/y',
      `${UNKNOWN_PATH_PREFIX}/insights/:slug`,
      `/insights/${UNKNOWN_SLUG}`,
      `${UNKNOWN_PATH_PREFIX}/services/:slug`,
      `/services/${UNKNOWN_SLUG}`,
    ]);
    expect(twice.rewrites.fallback.map((rewrite) => rewrite.destination)).toEqual([`${UNKNOWN_PATH_PREFIX}/:path`]);
    expect(() => assertRewrites({ rewrites: [] })).toThrow(/beforeFiles/);
    expect(() => assertRewrites({ rewrites: { beforeFiles: [] } })).toThrow(/fallback/);
  });
});

describe('unknownPathRewrite', () => {
  const rewrite = unknownPathRewrite();
  const matches = (path: string) => new RegExp(rewrite.regex, 'i').test(path);

  it('sends any other page read to the handler, whole path kept, but never Next.js or Vercel files', () => {
    expect(rewrite.destination).toBe(`${UNKNOWN_PATH_PREFIX}/:path`);
    expect(rewrite.missing).toEqual([{ type: 'header', key: 'rsc' }, { type: 'header', key: 'content-type' }]);
    for (const path of ['/no-such-page', '/a/b/c', '/wp-login.php']) expect([path, matches(path)]).toEqual([path, true]);
    for (const path of ['/', '/_next/static/chunks/x.js', '/_vercel/insights/script.js']) expect([path, matches(path)]).toEqual([path, false]);
  });
});
