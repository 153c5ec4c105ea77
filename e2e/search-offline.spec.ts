import { expect, test } from '@playwright/test';
import { resultCount, resultPages, searchBox } from './support/search';

// A first visit's worker and caches: a fresh context for the test, not the worker's reused one, which keeps the Cache
// Storage of the test before (playwright.config.ts).
test.use({ serviceWorkers: 'allow', reuseContext: false });

test.describe('site search offline', () => {
  test('after a first search, the service worker has the index and search works offline', async ({ page, context }) => {
    await page.goto('/');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
      }
    });
    await page.goto('/search');
    await searchBox(page).fill('quantum');
    expect(await resultCount(page)).toBeGreaterThan(0);

    // The worker fetches every index file in the background after Pagefind's first request.
    const files: string[] = await (await page.request.get('/pagefind/files.json')).json();
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const name = (await caches.keys()).find((key) => key.startsWith('prc-search-'));
            return name ? (await (await caches.open(name)).keys()).length : 0;
          }),
        { timeout: 15_000 },
      )
      .toBeGreaterThanOrEqual(files.length);

    await context.setOffline(true);
    // A new query on the open page: words and pages the first search never fetched.
    await searchBox(page).fill('Casper');
    expect(await resultCount(page)).toBeGreaterThan(0);
    expect(await resultPages(page)).toContain('/contact');

    // A reload with another query, offline: the page and the index both come from the worker.
    const response = await page.goto('/search?q=privacy');
    expect(response?.fromServiceWorker()).toBe(true);
    expect(await resultCount(page)).toBeGreaterThan(0);
    expect(await resultPages(page)).toContain('/legal/privacy-policy');
    await context.setOffline(false);
  });
});
