import { expect, test } from '@playwright/test';
import type { InsightRecord } from '../content/schemas';
import { siteConfig } from '../content/site-config';
import { insightRecords } from '../lib/content/collections';
import { ALL_ROUTES } from './support/routes';

/** The production URL of a route; Next.js writes the home page's with or without the final slash. */
const canonicalOf = (route: string) =>
  route === '/' ? new RegExp(`^${siteConfig.url.replace(/[.]/g, '\\.')}/?$`) : `${siteConfig.url}${route}`;
/** The card Next serves for the route's own opengraph-image.tsx; the query is Next's content hash. */
const ogImageOf = (route: string) =>
  new RegExp(`^${siteConfig.url.replace(/[.]/g, '\\.')}${route === '/' ? '' : route}/opengraph-image\\?[0-9a-f]+$`);

test.describe('every route is described for search engines and link previews', () => {
  for (const route of ALL_ROUTES) {
    test(route, async ({ page }) => {
      await page.goto(route);
      await expect(page).toHaveTitle(/\S.* \| Platte River Consulting$|^Platte River Consulting \| /);
      const head = page.locator('head');
      await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /^.{50,}$/);
      await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', canonicalOf(route));
      await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', canonicalOf(route));
      await expect(head.locator('meta[property="og:image"]')).toHaveAttribute('content', ogImageOf(route));
      await expect(head.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
      await expect(head.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630');
      await expect(head.locator('meta[name="twitter:image"]')).toHaveAttribute('content', ogImageOf(route));
      await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
      await expect(head.locator('meta[name="robots"]')).toHaveCount(0);

      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(blocks.length).toBeGreaterThan(0);
      const things = blocks.flatMap((text) => [JSON.parse(text)].flat());
      for (const thing of things) {
        expect(thing['@context']).toBe('https://schema.org');
        expect(typeof thing['@type']).toBe('string');
      }
      const types = things.map((thing) => thing['@type']);
      // Every page but the home page shows breadcrumbs, so it describes them.
      if (route !== '/') expect(types).toContain('BreadcrumbList');
      if (route === '/' || route === '/about') {
        const org = things.find((thing) => thing['@type'] === 'ProfessionalService');
        expect(org?.foundingDate).toBe('2020');
        expect(org?.address?.addressLocality).toBe('Casper');
      }
      if (/^\/services\/./.test(route)) expect(types).toContain('Service');
      if (/^\/insights\/./.test(route)) expect(types).toContain('Article');
      if (route === '/contact') expect(types).toContain('FAQPage');
    });
  }
});

test.describe('sitemap, robots and manifest', () => {
  test('/sitemap.xml lists every route exactly once, and nothing else', async ({ request }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    const locs = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    const paths = locs.map((loc) => new URL(loc).pathname);
    expect(locs.every((loc) => loc.startsWith(siteConfig.url))).toBe(true);
    expect(paths.length).toBe(new Set(paths).size);
    // Search and topic pages (issue #13): the topics are every article's labels, related services and industries.
    const searchAndTopics = (path: string) => path === '/search' || path.startsWith('/insights/topics');
    expect(paths.filter((path) => !searchAndTopics(path)).sort()).toEqual([...ALL_ROUTES].sort());
    const topicCount = [
      (r: InsightRecord) => r.relatedTopics,
      (r: InsightRecord) => r.relatedServices,
      (r: InsightRecord) => r.relatedIndustries ?? [],
    ].reduce((sum, related) => sum + new Set(insightRecords.flatMap(related)).size, 0);
    expect(paths.filter(searchAndTopics).sort()).toEqual(
      expect.arrayContaining(['/search', '/insights/topics', '/insights/topics/cybersecurity', '/insights/topics/manufacturing']),
    );
    expect(paths.filter(searchAndTopics)).toHaveLength(2 + topicCount);
  });

  test('/robots.txt allows crawling and names the sitemap', async ({ request }) => {
    const text = await (await request.get('/robots.txt')).text();
    expect(text).toMatch(/User-agent: \*\s+Allow: \//);
    expect(text).toContain(`Sitemap: ${siteConfig.url}/sitemap.xml`);
  });

  test('the web app manifest names the firm and its icons, which exist', async ({ page, request }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await (await request.get(href!)).json();
    expect(manifest).toMatchObject({ name: siteConfig.name, start_url: '/', display: 'standalone' });
    expect(manifest.icons.map((icon: { purpose: string }) => icon.purpose)).toContain('maskable');
    for (const icon of manifest.icons) {
      const response = await request.get(icon.src);
      expect(response.headers()['content-type']).toBe('image/png');
    }
  });

  test('the Open Graph image endpoint returns a 1200×630 PNG, and 404 for a page that does not exist', async ({ request }) => {
    const response = await request.get('/services/ai-solutions/opengraph-image');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    const bytes = await response.body();
    expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(bytes.readUInt32BE(16)).toBe(1200);
    expect(bytes.readUInt32BE(20)).toBe(630);
    expect((await request.get('/services/no-such-service/opengraph-image')).status()).toBe(404);
  });
});
