import { expect, test, type Page } from '@playwright/test';

/*
 * Each prerendered page carries the rules its first screen uses in a <style> at the end of its <head>, and the
 * site's stylesheet loads from a <link> at the end of <body>, where it blocks no paint (lib/performance/critical-css.mjs;
 * docs/performance.md). React adopts that link, so styles hold through client-side navigation with no second copy.
 * A stylesheet only some pages link is inlined whole, its link disabled. What every page's HTML carries, and that its
 * first screen does not change when the stylesheet lands, is checked on each route's one load: e2e/every-route.spec.ts
 * (desktop) and e2e/every-template.mobile.spec.ts (390 px).
 */
/** Set by app/globals.css; without it the browser's default serif would show. */
const isStyled = (page: Page) => page.evaluate(() => getComputedStyle(document.body).fontFamily.startsWith('ui-sans-serif, system-ui'));

test.describe('critical CSS', () => {
  test('without JavaScript the page is styled, and its stylesheet still loads', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const stylesheets: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.url().endsWith('.css')) stylesheets.push(request.url());
    });
    await page.goto('/insights', { waitUntil: 'networkidle' });
    expect(await isStyled(page)).toBe(true);
    expect(stylesheets).toHaveLength(1);
    await context.close();
  });

  test('a client-side navigation keeps the styles and fetches no second stylesheet', async ({ page }) => {
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.css')) stylesheets.push(request.url());
    });
    await page.goto('/offline', { waitUntil: 'networkidle' });
    // Hydrated: React has taken over the header's menu button.
    await expect
      .poll(() => page.locator('header button').first().evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber'))))
      .toBe(true);
    expect(stylesheets).toHaveLength(1);

    // A full page load would clear this: the navigation must stay in the document.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).first().click();
    await page.waitForURL('**/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(await isStyled(page)).toBe(true);
    expect(await page.locator('link[rel="stylesheet"]').count()).toBe(1);
    expect(stylesheets).toHaveLength(1);
  });
});
