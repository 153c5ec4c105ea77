import { expect, test, type Page } from '@playwright/test';
import { ALL_ROUTES, UNKNOWN_SLUG_PAGES } from './support/routes';

/*
 * The framework's scripts are requested only once the page has painted (lib/performance/scripts-after-paint.mjs,
 * docs/performance.md): the first paint never waits for them, and they never run before it. The page then
 * hydrates as before.
 */
const ROUTES = [...ALL_ROUTES, '/insights/topics', '/search', '/offline', ...UNKNOWN_SLUG_PAGES.map((page) => page.path), '/no-such-page'];

async function loadTimeline(page: Page) {
  return page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-paint')[0]?.startTime ?? null,
    chunks: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/_next\/static\/chunks\/.+\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
    // React keeps its fiber on the DOM nodes it has hydrated.
    hydrated: Object.keys(document.querySelector('header button') ?? {}).some((key) => key.startsWith('__reactFiber')),
  }));
}

test.describe('framework scripts after the first paint', () => {
  for (const route of ROUTES) {
    test(`${route} paints before it requests a script, then hydrates`, async ({ page }) => {
      const response = await page.goto(route, { waitUntil: 'load' });
      const html = (await response?.text()) ?? '';
      expect(html, 'no chunk is a script tag in the markup').not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async/);
      await expect.poll(async () => (await loadTimeline(page)).hydrated, { message: 'the header hydrates' }).toBe(true);

      const { firstPaint, chunks } = await loadTimeline(page);
      expect(firstPaint).not.toBeNull();
      expect(chunks.length).toBeGreaterThan(0);
      expect(chunks.filter((chunk) => chunk.start < firstPaint!)).toEqual([]);
    });
  }
});
