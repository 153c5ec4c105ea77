import { expect, test } from '@playwright/test';
import { peopleRecords } from '../content/people';
import { insightRecords } from '../lib/content/collections';
import { INSIGHT_ROUTES } from './support/routes';
import { sectionTitled } from './support/sections';

const FEED_LINK = 'link[rel="alternate"][type="application/rss+xml"]';

test.describe('/insights', () => {
  test('lists the six articles, offers the subscribe box and advertises the feed', async ({ page }) => {
    await page.goto('/insights');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('2025 Industry Insights');
    const main = page.getByRole('main');
    for (const insight of insightRecords) {
      await expect(main.getByRole('link', { name: insight.title })).toHaveAttribute('href', `/insights/${insight.slug}`);
    }
    await expect(main.getByRole('article')).toHaveCount(6);
    // The cards of a row start their titles at one height, whatever the length of their category.
    const titleTops = await main.getByRole('article').getByRole('heading').evaluateAll((headings) => headings.map((h) => Math.round(h.getBoundingClientRect().top)));
    expect(new Set(titleTops.slice(0, 3)).size).toBe(1);
    expect(new Set(titleTops.slice(3, 6)).size).toBe(1);
    const subscribe = sectionTitled(page, 'Get Our Next Outlook by E-mail');
    await expect(subscribe.getByPlaceholder('Enter your email address')).toBeVisible();
    await expect(subscribe.getByRole('button', { name: 'Subscribe Now' })).toBeVisible();
    await expect(page.locator(FEED_LINK)).toHaveAttribute('href', /\/insights\/feed\.xml$/);
  });

  test('the first card\'s picture, a phone\'s largest paint, comes inside the page, once; the others are fetched', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/images/insights/')) requested.push(new URL(request.url()).pathname);
    });
    const html = await (await page.goto('/insights', { waitUntil: 'networkidle' }))!.text();
    expect(html.match(/data:image\/svg\+xml,/g)).toHaveLength(1);
    // Decorative on a card (alt=""), so found by tag, not by role.
    const images = page.getByRole('main').getByRole('article').locator('img');
    await expect(images).toHaveCount(6);
    const [first, ...rest] = await images.evaluateAll((imgs: HTMLImageElement[]) => imgs.map((img) => img.getAttribute('src') ?? ''));
    expect(first).toMatch(/^data:image\/svg\+xml,/);
    for (const src of rest) expect(src).toMatch(/^\/images\/insights\/[\w-]+\.svg$/);
    const firstSlug = (await page.getByRole('main').getByRole('article').first().getByRole('link').getAttribute('href'))?.split('/').pop();
    const firstImage = insightRecords.find((insight) => insight.slug === firstSlug)?.imageUrl;
    expect(firstImage).toMatch(/^\/images\/insights\//);
    expect(requested).not.toContain(firstImage);
    await expect(images.first()).toHaveAttribute('data-image-state', 'original');
    await expect(images.first()).toHaveAttribute('loading', 'eager');
  });
});

test.describe('insight articles', () => {
  for (const route of INSIGHT_ROUTES) {
    test(`${route} renders the whole article`, async ({ page }) => {
      const insight = insightRecords.find((record) => route.endsWith(`/${record.slug}`))!;
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);

      await expect(page.getByRole('link', { name: /Back to Insights/ })).toHaveAttribute('href', '/insights');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(insight.title);
      const byline = page.locator('article header').first();
      const author = peopleRecords.find((person) => person.slug === insight.authorSlug)!;
      await expect(byline.getByRole('link', { name: author.name })).toHaveAttribute('href', `/about#person-${author.slug}`);
      await expect(byline).toContainText(author.role);
      await expect(byline).toContainText(/Reviewed \w+ \d{1,2}, \d{4}/);
      await expect(byline).toContainText(insight.date);
      await expect(byline).toContainText(insight.category);
      await expect(byline).toContainText(/\d+ min read/);
      await expect(page.getByRole('img', { name: insight.imageAlt })).toBeVisible();
      await expect(sectionTitled(page, 'Key Insights').getByRole('listitem')).toHaveCount(insight.keyPoints.length);
      await expect(sectionTitled(page, 'Related Topics').getByRole('listitem')).toHaveText(insight.relatedTopics);
      for (const slug of insight.relatedServices) {
        await expect(sectionTitled(page, 'How We Can Help').locator(`a[href="/services/${slug}"]`)).toBeVisible();
      }
      await expect(page.getByRole('link', { name: 'Subscribe to Updates' })).toHaveAttribute('href', '/contact');
      await expect(sectionTitled(page, 'Related Articles').getByRole('article')).toHaveCount(3);
      await expect(page.locator(FEED_LINK)).toHaveAttribute('href', /\/insights\/feed\.xml$/);
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    });
  }

  test('an unknown slug shows Insight Not Found with status 404', async ({ page }) => {
    const response = await page.goto('/insights/no-such-article-2025');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Insight Not Found');
    await expect(page.getByRole('link', { name: 'Return to Insights' })).toHaveAttribute('href', '/insights');
  });
});

test.describe('/insights/feed.xml', () => {
  test('is served as RSS with one item per article', async ({ request }) => {
    const response = await request.get('/insights/feed.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/rss\+xml/);
    const xml = await response.text();
    expect(xml).toMatch(/<rss version="2\.0"/);
    expect(xml.match(/<item>/g)).toHaveLength(6);
  });
});

// Images still fetched by URL (an article's, the cards', a photo an editor links) fall back when they fail; an
// industry's artwork comes inside its page (e2e/industries.spec.ts) and cannot.
test('a blocked article image falls back to the fallback artwork without moving the frame', async ({ page }) => {
  const insight = insightRecords[0]!;
  // Hold the image requests until the frame has been measured, then fail them.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/images/insights/**', async (route) => {
    await released;
    await route.abort();
  });

  await page.goto(`/insights/${insight.slug}`, { waitUntil: 'domcontentloaded' });
  const image = page.getByRole('main').getByRole('img', { name: insight.imageAlt, exact: true }).first();
  const frame = image.locator('..');
  await expect(image).toHaveAttribute('data-image-state', 'original');
  const before = await frame.boundingBox();

  release();
  await expect(image).toHaveAttribute('data-image-state', 'fallback');
  await expect(image).toHaveAttribute('src', /\/images\/fallback\.svg$/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(before).not.toBeNull();
  expect(await frame.boundingBox()).toEqual(before);
});
