import { expect, test, type Page } from '@playwright/test';
import { isRoutePayload } from './support/route-payload';

/*
 * Links are prefetched on intent, never because they scrolled into view (components/ui/intent-link.tsx,
 * issue #10): each viewport prefetch is a route payload fetched and parsed on the main thread during load.
 * A page with one bare next/link per topic once fetched dozens of them and tripled its main-thread work.
 */

function recordRoutePayloads(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (isRoutePayload(request)) urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

test.describe('link prefetch on intent', () => {
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
