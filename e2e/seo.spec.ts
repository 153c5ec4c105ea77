import { expect, test } from '@playwright/test';
import type { InsightRecord } from '../content/schemas';
import { siteConfig } from '../content/site-config';
import { insightRecords } from '../lib/content/collections';
import { ALL_ROUTES, EXTRA_PAGE_ROUTES } from './support/routes';
import { expectCardAltText } from './support/seo';

test.describe('sitemap, robots and manifest', () => {
  test('/sitemap.xml lists every route exactly once, and nothing else', async ({ request }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    const locs = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    const paths = locs.map((loc) => new URL(loc).pathname);
    expect(locs.every((loc) => loc.startsWith(siteConfig.url))).toBe(true);
    expect(paths.length).toBe(new Set(paths).size);
    // Topic pages (issue #13): the topics are every article's labels, related services and industries. The search
    // page asks not to be indexed, so the sitemap leaves it out.
    expect(paths).not.toContain('/search');
    const searchAndTopics = (path: string) => path.startsWith('/insights/topics');
    expect(paths.filter((path) => !searchAndTopics(path)).sort()).toEqual([...ALL_ROUTES].sort());
    // Only the topics two or more articles take up: one article's topic page asks not to be indexed (e2e/topics.spec.ts).
    const sharedTopicCount = [
      (r: InsightRecord) => r.relatedTopics,
      (r: InsightRecord) => r.relatedServices,
      (r: InsightRecord) => r.relatedIndustries ?? [],
    ].reduce((sum, related) => {
      const labels = insightRecords.flatMap((record) => [...new Set(related(record))]);
      return sum + new Set(labels.filter((label) => labels.indexOf(label) !== labels.lastIndexOf(label))).size;
    }, 0);
    expect(sharedTopicCount).toBeGreaterThan(1);
    expect(paths.filter(searchAndTopics).sort()).toEqual(expect.arrayContaining(['/insights/topics', '/insights/topics/manufacturing']));
    expect(paths).not.toContain('/insights/topics/cybersecurity');
    expect(paths.filter(searchAndTopics)).toHaveLength(1 + sharedTopicCount);
  });

  test('no page the sitemap lists asks not to be indexed, or names another address as its own', async ({ request }) => {
    const locs = [...(await (await request.get('/sitemap.xml')).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    for (const loc of locs) {
      const html = await (await request.get(new URL(loc).pathname)).text();
      expect(html, loc).not.toMatch(/<meta name="robots" content="[^"]*noindex/);
      expect(html.match(/<link rel="canonical" href="([^"]+)"/)?.[1], loc).toBe(loc);
    }
  });

  test('/robots.txt allows crawling and names the sitemap', async ({ request }) => {
    const text = await (await request.get('/robots.txt')).text();
    expect(text).toMatch(/User-agent: \*\s+Allow: \//);
    expect(text).toContain(`Sitemap: ${siteConfig.url}/sitemap.xml`);
    // Only directives crawlers know: no "Host:" (Yandex's, unknown to Google).
    expect(text.split('\n').filter((line) => /^\w/.test(line)).map((line) => line.split(':')[0])).toEqual(['User-agent', 'Allow', 'Sitemap']);
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

  // e2e/every-route.spec.ts checks the link preview of every content route; the topic pages' is checked here.
  test("a topic page's link preview is its own card, whose alt text names the topic", async ({ page, request }) => {
    for (const path of EXTRA_PAGE_ROUTES.filter((route) => route.startsWith('/insights/topics'))) {
      await page.goto(path);
      const image = new URL((await page.locator('meta[property="og:image"]').getAttribute('content'))!);
      expect(image.pathname).toBe(`${path}/opengraph-image`);
      expect((await request.get(image.pathname + image.search)).headers()['content-type']).toBe('image/png');
      const heading = (await page.getByRole('heading', { level: 1 }).textContent())!.replace(/\s+/g, ' ').trim();
      expect(await expectCardAltText(page)).toContain(heading);
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
    // A service's page names its card without a query; links shared before named it with Next's content hash.
    const withQuery = await request.get('/services/ai-solutions/opengraph-image?4a9eb0d5b2c613b7');
    expect(withQuery.status()).toBe(200);
    expect(await withQuery.body()).toEqual(bytes);
    expect((await request.get('/services/no-such-service/opengraph-image')).status()).toBe(404);
  });

  test("a missing page's link preview names an image that exists, its section's card or the site's, and describes that card", async ({ page, request }) => {
    for (const path of ['/services/no-such-service', '/industries/no-such-industry', '/insights/no-such-article', '/insights/topics/no-such-topic', '/legal/no-such-policy', '/no-such-page']) {
      expect((await page.goto(path))?.status()).toBe(404);
      await expectCardAltText(page);
      for (const selector of ['meta[property="og:image"]', 'meta[name="twitter:image"]']) {
        const image = await page.locator(selector).getAttribute('content');
        const response = await request.get(new URL(image!).pathname + new URL(image!).search);
        expect(response.status(), `${path}: ${image}`).toBe(200);
        expect(response.headers()['content-type']).toBe('image/png');
      }
    }
  });
});
