import { expect, test, type Page } from '@playwright/test';
import { expectFirstScreenStyledByThePage, TEMPLATE_ROUTES } from './support/first-screen';
import { ALL_ROUTES } from './support/routes';

/*
 * Each prerendered page carries the rules its first screen uses in a <style> at the end of its <head>, and the
 * site's stylesheet loads from a <link> at the end of <body>, where it blocks no paint (lib/performance/critical-css.mjs;
 * docs/performance.md). React adopts that link, so styles hold through client-side navigation with no second copy.
 * A stylesheet only some pages link is inlined whole, its link disabled.
 */
const ROUTES = [...ALL_ROUTES, '/insights/topics', '/search', '/offline', '/services/no-such-service', '/no-such-page'];

/** Set by app/globals.css; without it the browser's default serif would show. */
const isStyled = (page: Page) => page.evaluate(() => getComputedStyle(document.body).fontFamily.startsWith('ui-sans-serif, system-ui'));

test.describe('critical CSS', () => {
  for (const route of ROUTES) {
    test(`${route} carries its first-screen rules and links its stylesheet only at the end of <body>`, async ({ request }) => {
      const html = await (await request.get(route)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      // A stylesheet only some pages link (the home page's hero art) is inlined whole and its link disabled.
      const blocking = (head.match(/<link[^>]+rel="stylesheet"[^>]*>/g) ?? []).filter((tag) => !tag.includes(' disabled=""'));
      expect(blocking, 'no stylesheet link in <head> that the first paint would wait for').toEqual([]);
      for (const [, href, inlined] of head.matchAll(/<style data-inlined-from="([^"]+)">([\s\S]*?)<\/style>/g)) {
        expect(inlined, `${href} inlined byte for byte`).toBe(await (await request.get(href!)).text());
      }
      const critical = head.match(/<style data-critical-from="([^"]+)">([\s\S]*?)<\/style>/);
      expect(critical, 'the first-screen rules are in the page').not.toBeNull();
      // After the head's script tags, which the browser can then request before it reads the CSS.
      expect(head.indexOf('<style data-critical-from=')).toBeGreaterThan(head.lastIndexOf('<script src='));
      const [, sources = '', css = ''] = critical!;
      const body = html.slice(html.lastIndexOf('<footer'));
      const linked = [...body.matchAll(/<link rel="stylesheet" href="([^"]+)" data-precedence="next"\/>/g)].map(([, href]) => href ?? '');
      expect(linked, 'the stylesheets the rules came from, linked at the end of <body>').toEqual(sources.split(' '));
      const whole = (await Promise.all(linked.map(async (href) => (await (await request.get(href)).text()).length))).reduce((a, b) => a + b, 0);
      expect(css.length, 'fewer rules than the whole stylesheet').toBeLessThan(whole);
    });
  }

  for (const route of TEMPLATE_ROUTES) {
    test(`${route}: the first screen is the same before the stylesheet arrives (desktop)`, async ({ page }) => {
      await expectFirstScreenStyledByThePage(page, route);
    });
  }

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
