import { expect, test, type Page } from '@playwright/test';
import { ALL_ROUTES, UNKNOWN_SLUG_PAGES } from './support/routes';

/*
 * The stylesheet is inlined into every prerendered page (lib/performance/inline-stylesheet.mjs): the first paint
 * waits for no second request. React adds the stylesheet's <link> when it hydrates, so styles hold through
 * client-side navigation (docs/performance.md, "The stylesheet in the page").
 */
const ROUTES = [...ALL_ROUTES, '/insights/topics', '/search', '/offline', UNKNOWN_SLUG_PAGES[0]!.path, '/no-such-page'];

/** Set by app/globals.css; without it the browser's default serif would show. */
const isStyled = (page: Page) => page.evaluate(() => getComputedStyle(document.body).fontFamily.startsWith('ui-sans-serif, system-ui'));

test.describe('the stylesheet inlined', () => {
  for (const route of ROUTES) {
    test(`${route} carries its styles in the page and links no stylesheet`, async ({ request }) => {
      const html = await (await request.get(route)).text();
      expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
      const [, href = '', css] = /<style data-inlined-from="(\/_next\/static\/[^"]+\.css)">([\s\S]*?)<\/style>/.exec(html) ?? [];
      expect(href, 'the page inlines its stylesheet').not.toBe('');
      // The very file React links after hydration, byte for byte.
      expect(css).toBe(await (await request.get(href)).text());
    });
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('a page is styled from its own HTML and requests no stylesheet', async ({ page }) => {
      const stylesheets: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
      });
      await page.goto('/insights', { waitUntil: 'networkidle' });
      expect(await isStyled(page)).toBe(true);
      expect(stylesheets).toEqual([]);
    });
  });

  test('after hydration the stylesheet is linked once, and a client-side navigation keeps the styles', async ({ page }) => {
    await page.goto('/offline', { waitUntil: 'networkidle' });
    const links = () => page.locator('link[rel="stylesheet"]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href')));
    await expect.poll(links).toHaveLength(1);
    expect(await isStyled(page)).toBe(true);

    // A full page load would clear this: the navigation must stay in the document.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).first().click();
    await page.waitForURL('**/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(await isStyled(page)).toBe(true);
    expect(await links()).toHaveLength(1);
  });
});
