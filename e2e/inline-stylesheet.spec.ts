import { expect, test, type Page } from '@playwright/test';
import { ALL_ROUTES, UNKNOWN_SLUG_PAGES } from './support/routes';

/*
 * The stylesheet is inlined into every prerendered page (lib/performance/inline-stylesheet.mjs): the first paint
 * waits for no second request, and the file is never fetched. Its <link> stays, disabled, for React to adopt, so
 * styles hold through client-side navigation (docs/performance.md, "The stylesheet in the page").
 */
const ROUTES = [...ALL_ROUTES, '/insights/topics', '/search', '/offline', UNKNOWN_SLUG_PAGES[0]!.path, '/no-such-page'];

/** Set by app/globals.css; without it the browser's default serif would show. */
const isStyled = (page: Page) => page.evaluate(() => getComputedStyle(document.body).fontFamily.startsWith('ui-sans-serif, system-ui'));

test.describe('the stylesheet inlined', () => {
  for (const route of ROUTES) {
    test(`${route} carries its styles in the page and links no stylesheet it would wait for`, async ({ request }) => {
      const html = await (await request.get(route)).text();
      expect([...html.matchAll(/<link[^>]+rel="stylesheet"[^>]*>/g)].map(([tag]) => tag).filter((tag) => !/ disabled=""/.test(tag))).toEqual([]);
      const inlined = [...html.matchAll(/<style data-inlined-from="(\/_next\/static\/[^"]+\.css)">([\s\S]*?)<\/style>/g)];
      expect(inlined.length, 'the page inlines its stylesheets').toBeGreaterThan(0);
      const disabled = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)" data-precedence="next" disabled=""\/>/g)].map(([, href]) => href);
      expect(disabled, 'each inlined stylesheet keeps its link, disabled').toEqual(inlined.map(([, href]) => href));
      // After the head's script tags, which the browser can then request before it reads the CSS.
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head.indexOf('<style data-inlined-from=')).toBeGreaterThan(head.lastIndexOf('<script src='));
      // The very files the disabled links name, byte for byte.
      for (const [, href, css] of inlined) expect(css).toBe(await (await request.get(href!)).text());
    });
  }

  for (const javaScriptEnabled of [false, true]) {
    test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
      test.use({ javaScriptEnabled });

      test('a page is styled from its own HTML and never requests the stylesheet', async ({ page }) => {
        const stylesheets: string[] = [];
        page.on('request', (request) => {
          if (request.resourceType() === 'stylesheet' || request.url().endsWith('.css')) stylesheets.push(request.url());
        });
        await page.goto('/insights', { waitUntil: 'networkidle' });
        expect(await isStyled(page)).toBe(true);
        expect(stylesheets).toEqual([]);
      });
    });
  }

  test('a client-side navigation keeps the styles, with no stylesheet fetched', async ({ page }) => {
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.css')) stylesheets.push(request.url());
    });
    await page.goto('/offline', { waitUntil: 'networkidle' });
    // Hydrated: React has taken over the header's menu button.
    await expect
      .poll(() => page.locator('header button').first().evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber'))))
      .toBe(true);

    // A full page load would clear this: the navigation must stay in the document.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).first().click();
    await page.waitForURL('**/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(await isStyled(page)).toBe(true);
    expect(await page.locator('style[data-inlined-from]').count()).toBe(1);
    expect(stylesheets).toEqual([]);
  });
});
