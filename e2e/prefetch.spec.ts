import { expect, test, type Page, type Request } from '@playwright/test';
import { insightRecords } from '../lib/content/collections';
import { ALL_ROUTES } from './support/routes';

/*
 * Links are prefetched on intent, never because they scrolled into view (components/ui/intent-link.tsx,
 * issue #10): each viewport prefetch is a route payload fetched and parsed on the main thread during load.
 * A page with one bare next/link per topic once fetched dozens of them and tripled its main-thread work.
 */
// An industry's topic page has the industry's slug (lib/content/topics.ts).
const industryTopic = insightRecords.flatMap((insight) => insight.relatedIndustries).at(0);
if (!industryTopic) throw new Error('No article relates to an industry: no topic page to test');
const topicPagePath = `/insights/topics/${industryTopic}`;
const ROUTES = [...ALL_ROUTES, '/insights/topics', topicPagePath, '/search', '/offline'];

/** A request for a route's React Server Components payload, as the router makes for a prefetch. */
const isRoutePayload = (request: Request) => request.headers()['rsc'] === '1' || new URL(request.url()).searchParams.has('_rsc');

function recordRoutePayloads(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (isRoutePayload(request)) urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

test.describe('link prefetch on intent', () => {
  for (const route of ROUTES) {
    test(`${route} fetches no route payload while it loads`, async ({ page }) => {
      const payloads = recordRoutePayloads(page);
      const response = await page.goto(route, { waitUntil: 'load' });
      expect(response?.status()).toBe(200);
      await page.waitForLoadState('networkidle');
      expect(payloads).toEqual([]);
    });
  }

  test('pointing at a link prefetches its route', async ({ page }) => {
    const payloads = recordRoutePayloads(page);
    await page.goto('/insights/topics', { waitUntil: 'networkidle' });
    const link = page.getByRole('main').locator('a[href^="/insights/topics/"]').first();
    const href = await link.getAttribute('href');
    expect(payloads).toEqual([]);
    await link.hover();
    await expect.poll(() => payloads.filter((path) => path.startsWith(href ?? '-')).length).toBeGreaterThan(0);
  });
});
