/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_SITE_URL, siteConfig } from '@/content/site-config';
import { industrySlugs } from '@/lib/content/industries';
import { allInsights, insightSlugs } from '@/lib/content/insights';
import { legalSlugs } from '@/lib/content/legal';
import { serviceSlugs } from '@/lib/content/services';
import { topicIntroRecords } from '@/content/topics';
import { allTopics, topicSlugs } from '@/lib/content/topics';
import { siteRoutes } from '@/lib/site-routes';
import { UNKNOWN_SLUG } from '@/lib/unknown-slug.mjs';

type SitemapConfig = {
  siteUrl: string;
  siteUrlFallback: string;
  robotsTxtOptions: { policies: { userAgent: string; allow?: string; disallow?: string }[] };
  transform: (config: object, path: string) => Promise<{ loc: string; lastmod?: string } | null>;
  SITEMAP_PAGES_FILE: string;
};

function loadConfig(env: Record<string, string | undefined> = {}): SitemapConfig {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  try {
    let config: SitemapConfig | undefined;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      config = require('../../next-sitemap.config.js');
    });
    return config!;
  } finally {
    process.env = saved;
  }
}

/** Everything else `next build` emits besides pages. */
const NON_PAGE_OUTPUTS = [
  '/_not-found',
  ...['/services', '/industries', '/insights', '/legal'].map((section) => `${section}/${UNKNOWN_SLUG}`),
  '/404',
  '/offline',
  '/sw.js',
  '/manifest.webmanifest',
  '/icon.svg',
  '/apple-icon.png',
  '/favicon.ico',
  '/insights/feed.xml',
  '/opengraph-image',
  '/services/ai-solutions/opengraph-image',
  '/insights/topics/cybersecurity/feed.xml',
  '/pagefind/pagefind.js',
  '/robots.txt',
  '/sitemap.xml',
];

describe('site routes', () => {
  const paths = siteRoutes().map((route) => route.path);

  it('list every page once, including every slug of the content loaders', () => {
    expect(new Set(paths).size).toBe(paths.length);
    const expected = [
      '/', '/about', '/services', '/industries', '/insights', '/contact', '/legal', '/search', '/insights/topics',
      ...serviceSlugs().map((slug) => `/services/${slug}`),
      ...industrySlugs().map((slug) => `/industries/${slug}`),
      ...insightSlugs().map((slug) => `/insights/${slug}`),
      ...legalSlugs().map((slug) => `/legal/${slug}`),
      ...topicSlugs().map((slug) => `/insights/topics/${slug}`),
    ];
    expect([...paths].sort()).toEqual(expected.sort());
  });

  it('date a topic by its introduction once that changed after its articles, and nothing else by it', () => {
    const topic = allTopics().find((t) => t.insightSlugs.length > 1)!;
    const edited = '2029-03-01';
    let routes: ReturnType<typeof siteRoutes> = [];
    // The edit is dated in a later year, so the schema's "not a day still to come" holds for it.
    jest.useFakeTimers({ now: new Date('2030-01-01T12:00:00Z') });
    try {
      jest.isolateModules(() => {
        const actual = jest.requireActual<typeof import('@/content/topics')>('@/content/topics');
        const records = actual.topicIntroRecords.map((record) => (record.slug === topic.slug ? { ...record, modifiedAt: edited } : record));
        jest.doMock('@/content/topics', () => ({ ...actual, topicIntroRecords: records }));
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        routes = (require('@/lib/site-routes') as typeof import('@/lib/site-routes')).siteRoutes();
      });
    } finally {
      jest.dontMock('@/content/topics');
      jest.useRealTimers();
    }
    const changed = routes.filter((route, index) => route.lastModified !== siteRoutes()[index]!.lastModified);
    expect(changed).toEqual([expect.objectContaining({ path: `/insights/topics/${topic.slug}`, lastModified: edited })]);
  });
});

/** A build folder holding the pages file scripts/build/sitemap-pages.mjs writes, made by running that script. */
function writeSitemapPages(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sitemap-pages-'));
  execFileSync('node', ['scripts/build/sitemap-pages.mjs'], { env: { ...process.env, NEXT_DIST_DIR: dir }, stdio: 'pipe' });
  return dir;
}

describe('next-sitemap.config.js', () => {
  const distDir = writeSitemapPages();
  const config = loadConfig({ NEXT_DIST_DIR: distDir });
  afterAll(() => rmSync(distDir, { recursive: true, force: true }));

  it('keeps exactly the site routes out of everything the build emits', async () => {
    const built = [...siteRoutes().map((route) => route.path), ...NON_PAGE_OUTPUTS];
    const kept = [];
    for (const path of built) {
      const entry = await config.transform({ changefreq: 'monthly', priority: 0.7 }, path);
      if (entry) kept.push(entry.loc);
    }
    // Every page but those that ask not to be indexed: the search page, and each topic only one article takes up.
    const unlisted = ['/search', ...allTopics().filter((t) => t.insightSlugs.length === 1).map((t) => `/insights/topics/${t.slug}`)];
    expect(unlisted.length).toBeGreaterThan(1);
    expect(kept.sort()).toEqual(siteRoutes().map((route) => route.path).filter((path) => !unlisted.includes(path)).sort());
  });

  it("dates each page by its content's own date (never the build's), and claims no date where the content has none", async () => {
    const entry = (path: string) => config.transform({ changefreq: 'monthly', priority: 0.7 }, path);
    const articles = allInsights();
    const newest = articles.map((a) => a.modifiedAt).sort().at(-1);
    for (const article of articles) await expect(entry(`/insights/${article.slug}`)).resolves.toMatchObject({ lastmod: article.modifiedAt });
    await expect(entry('/insights')).resolves.toMatchObject({ lastmod: newest });
    await expect(entry('/insights/topics')).resolves.toMatchObject({ lastmod: newest });
    // A topic changes when its introduction or one of its own articles does: the later of their dates. The step
    // dates every topic, listed or not (a topic of one article is left out of the sitemap but may be listed later).
    const written: Record<string, { lastModified?: string }> = JSON.parse(readFileSync(join(distDir, config.SITEMAP_PAGES_FILE), 'utf8'));
    for (const topic of allTopics()) {
      const intro = topicIntroRecords.find((record) => record.slug === topic.slug)!.modifiedAt;
      const newestArticle = articles.filter((a) => topic.insightSlugs.includes(a.slug)).map((a) => a.modifiedAt).sort().at(-1)!;
      const lastmod = [intro, newestArticle].sort().at(-1);
      expect([topic.slug, written[`/insights/topics/${topic.slug}`]?.lastModified]).toEqual([topic.slug, lastmod]);
      if (topic.insightSlugs.length > 1) await expect(entry(`/insights/topics/${topic.slug}`)).resolves.toMatchObject({ lastmod });
    }
    for (const path of ['/', '/about', '/services/ai-solutions', '/industries/manufacturing', '/legal/privacy-policy']) {
      expect((await entry(path))!).toEqual(expect.not.objectContaining({ lastmod: expect.anything() }));
    }
  });

  it('refuses to write a sitemap without the pages file, rather than list or date nothing', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'sitemap-no-dates-'));
    try {
      await expect(loadConfig({ NEXT_DIST_DIR: empty }).transform({}, '/about')).rejects.toThrow('sitemap-pages.json is missing');
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it('uses the same site URL and fallback as the site config', () => {
    expect(config.siteUrl).toBe(siteConfig.url);
    expect(loadConfig({ NEXT_PUBLIC_SITE_URL: 'https://example.org/' }).siteUrl).toBe('https://example.org');
    expect(config.siteUrlFallback).toBe(DEFAULT_SITE_URL);
  });

  it('allows crawling in production and disallows everything on a preview deployment', () => {
    expect(loadConfig({ VERCEL_ENV: 'production' }).robotsTxtOptions.policies).toEqual([{ userAgent: '*', allow: '/' }]);
    expect(loadConfig({ VERCEL_ENV: 'preview' }).robotsTxtOptions.policies).toEqual([{ userAgent: '*', disallow: '/' }]);
  });
});
