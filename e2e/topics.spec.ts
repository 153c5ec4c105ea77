import { expect, test, type Page } from '@playwright/test';
import { industryRecords, insightRecords, serviceRecords } from '../lib/content/collections';
import { siteConfig } from '../content/site-config';
import { escapeRegExp } from '../lib/escape-regexp.mjs';
import { sectionTitled } from './support/sections';

/*
 * The expected article lists come straight from the records, not from lib/content/topics.ts,
 * so a bug in the topic derivation cannot hide itself.
 */
const articleHref = (slug: string) => `/insights/${slug}`;

/** The article links a topic page lists, in order. */
async function listedArticles(page: Page): Promise<string[]> {
  return page
    .getByRole('main')
    .locator('article h2 a, article h3 a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

/** One article's topic page asks not to be indexed but to be followed; a page of several articles may be indexed. */
async function expectIndexedOnlyIfShared(page: Page, articles: number): Promise<void> {
  const robots = page.locator('meta[name="robots"]');
  if (articles > 1) await expect(robots).toHaveCount(0);
  else await expect(robots).toHaveAttribute('content', 'noindex, follow');
}

/** A topic chip's accessible name: its label, then its article count in brackets. */
const chipName = (label: string, count: number) =>
  new RegExp(`^${escapeRegExp(label)}\\s*\\(\\s*${count} ${count === 1 ? 'article' : 'articles'}\\)$`);

test.describe('topic pages (/insights/topics/[topic])', () => {
  test.describe('as the server sends them', () => {
    // The lists are in the HTML; without scripts, each of the walks' some fifty page loads skips hydrating a page
    // whose scripts these checks never use.
    test.use({ javaScriptEnabled: false });

    test("every article's topic chips link to pages that list exactly the articles carrying that topic", async ({ page }) => {
      // Six articles and some thirty topic pages in one walk.
      test.setTimeout(150_000);
      const pages = new Map<string, string>();
      for (const record of insightRecords) {
        await page.goto(articleHref(record.slug));
        const chips = sectionTitled(page, 'Related Topics').getByRole('link');
        await expect(chips).toHaveText(record.relatedTopics);
        for (const [index, label] of record.relatedTopics.entries()) {
          const href = await chips.nth(index).getAttribute('href');
          expect(href).toMatch(/^\/insights\/topics\/[a-z0-9-]+$/);
          pages.set(label, href!);
        }
      }
      expect(pages.size).toBe(new Set(insightRecords.flatMap((r) => r.relatedTopics)).size);

      for (const [label, href] of pages) {
        await page.goto(href);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Insights on ${label}`);
        const expected = insightRecords.filter((r) => r.relatedTopics.includes(label)).map((r) => articleHref(r.slug));
        expect((await listedArticles(page)).sort(), href).toEqual(expected.sort());
        await expectIndexedOnlyIfShared(page, expected.length);
      }
    });

    test('each related service and industry has a page listing exactly its articles', async ({ page }) => {
      test.setTimeout(120_000);
      const related = [
        ...serviceRecords.map((s) => ({ slug: s.slug, name: s.navLabel, has: (r: (typeof insightRecords)[number]) => r.relatedServices.includes(s.slug) })),
        ...industryRecords.map((i) => ({ slug: i.slug, name: i.name, has: (r: (typeof insightRecords)[number]) => (r.relatedIndustries ?? []).includes(i.slug) })),
      ];
      for (const { slug, name, has } of related) {
        const expected = insightRecords.filter(has).map((r) => articleHref(r.slug));
        const response = await page.goto(`/insights/topics/${slug}`);
        if (expected.length === 0) {
          expect(response?.status(), `${slug} has no articles, so no page`).toBe(404);
          continue;
        }
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Insights on ${name}`);
        expect((await listedArticles(page)).sort(), slug).toEqual(expected.sort());
        await expectIndexedOnlyIfShared(page, expected.length);
      }
    });
  });

  test('a topic page has its introduction, metadata, CollectionPage JSON-LD and its own RSS feed', async ({ page, request }) => {
    await page.goto('/insights/topics/cybersecurity');
    await expect(page).toHaveTitle(`Insights on Cybersecurity | ${siteConfig.name}`);
    await expect(page.getByRole('main').getByText(/Cybersecurity for a mid-sized company is mostly inventory/)).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/insights\/topics\/cybersecurity$/);

    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const collection = jsonLd.flatMap((text) => [JSON.parse(text)].flat()).find((data) => data['@type'] === 'CollectionPage');
    expect(collection.mainEntity.itemListElement.map((item: { url: string }) => new URL(item.url).pathname)).toEqual([
      '/insights/quantum-computing-breakthrough-2025',
    ]);

    const feedLink = page.locator('link[rel="alternate"][type="application/rss+xml"]');
    await expect(feedLink).toHaveCount(1);
    const feedPath = new URL((await feedLink.getAttribute('href'))!).pathname;
    expect(feedPath).toBe('/insights/topics/cybersecurity/feed.xml');
    const feed = await request.get(feedPath);
    expect(feed.headers()['content-type']).toContain('application/rss+xml');
    const items = [...(await feed.text()).matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((m) => new URL(m[1]!).pathname);
    expect(items).toEqual(['/insights/quantum-computing-breakthrough-2025']);
  });

  test('/insights offers the topics several articles share and links the full index, which lists every topic page', async ({ page }) => {
    // Each topic's label and article count, from the records.
    const counts = new Map<string, number>();
    const count = (label: string) => counts.set(label, (counts.get(label) ?? 0) + 1);
    for (const record of insightRecords) {
      for (const label of new Set(record.relatedTopics)) count(label);
      for (const slug of new Set(record.relatedServices)) count(serviceRecords.find((s) => s.slug === slug)!.navLabel);
      for (const slug of new Set(record.relatedIndustries ?? [])) count(industryRecords.find((i) => i.slug === slug)!.name);
    }
    const shared = [...counts].filter(([, n]) => n > 1);
    expect(shared.length).toBeGreaterThan(0);

    await page.goto('/insights');
    const index = sectionTitled(page, 'Browse by Topic');
    const chips = index.locator('a[href^="/insights/topics/"]');
    await expect(chips).toHaveCount(shared.length);
    for (const [label, n] of shared) {
      await expect(index.getByRole('link', { name: chipName(label, n) })).toHaveCount(1);
    }
    await index.getByRole('link', { name: `All ${counts.size} topics, by subject, service and industry` }).click();

    await expect(page).toHaveURL(/\/insights\/topics$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Insights by Topic');
    const main = page.getByRole('main');
    await expect(main.locator('a[href^="/insights/topics/"]')).toHaveCount(counts.size);
    for (const [label, n] of counts) {
      await expect(main.getByRole('link', { name: chipName(label, n) })).toHaveCount(1);
    }
  });

  test('an unknown topic answers 404', async ({ page }) => {
    expect((await page.goto('/insights/topics/no-such-topic'))?.status()).toBe(404);
  });
});
