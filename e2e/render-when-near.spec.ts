import { expect, test, type Locator, type Page } from '@playwright/test';

/*
 * While a page loads, the blocks marked `render-when-near` below a phone's first screen skip layout and paint until
 * the visitor scrolls near them; once the page has hydrated and the browser is idle, <html> gets `data-settled` and
 * they render as any other markup (lib/performance/render-when-near.mjs). Without JavaScript they stay skipped until
 * scrolled near. Either way nothing may be lost: anchors, scrolling and print reach them, and nothing shifts.
 */
const ARTICLE = '/insights/vr-workplace-2025';

/** False while the element sits inside a block the browser has skipped (`content-visibility: auto`). */
const rendered = (locator: Locator) => locator.evaluate((node) => node.checkVisibility({ contentVisibilityAuto: true }));
const contentVisibility = (locator: Locator) => locator.evaluate((node) => getComputedStyle(node).contentVisibility);
const footerLink = (page: Page) => page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).first();

test.use({ viewport: { width: 412, height: 823 } });

test('with JavaScript the skipped blocks render once the page settles, and nothing shifts', async ({ page }) => {
  await page.addInitScript(() => {
    const win = window as unknown as { layoutShift: number };
    win.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) win.layoutShift += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(ARTICLE);
  await expect(page.locator('html')).toHaveAttribute('data-settled', '');
  for (const block of [page.getByRole('contentinfo'), page.locator('.prose-body'), page.locator('section[aria-labelledby="related-heading"]')]) {
    expect(await contentVisibility(block)).toBe('visible');
  }
  expect(await rendered(footerLink(page))).toBe(true);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBe(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the footer waits until the visitor scrolls near it, and then renders', async ({ page }) => {
    await page.goto(ARTICLE);
    expect(await contentVisibility(page.getByRole('contentinfo'))).toBe('auto');
    expect(await rendered(page.getByRole('heading', { level: 1 }))).toBe(true);
    expect(await rendered(footerLink(page))).toBe(false);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect.poll(() => rendered(footerLink(page))).toBe(true);
    await expect(footerLink(page)).toBeInViewport();
  });

  test('an anchor into a skipped block lands on its heading', async ({ page }) => {
    await page.goto(`${ARTICLE}#related-heading`);
    const heading = page.locator('#related-heading');
    await expect.poll(() => rendered(heading)).toBe(true);
    await expect(heading).toBeInViewport();
  });

  test('printing shows every block', async ({ page }) => {
    await page.goto(ARTICLE);
    await page.emulateMedia({ media: 'print' });
    expect(await contentVisibility(page.locator('.prose-body'))).toBe('visible');
    expect(await contentVisibility(page.locator('footer'))).toBe('visible');
  });
});
