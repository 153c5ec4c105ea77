import { expect, test } from '@playwright/test';

/*
 * Text is set in the visitor's system fonts (app/globals.css): no font file joins the stylesheet and the
 * framework's scripts on a first visit, and nothing swaps in after the first paint (docs/performance.md,
 * "No web font").
 */
const ROUTES = ['/', '/insights/vr-workplace-2025', '/services/strategy-consulting'];

test.describe('system fonts', () => {
  for (const route of ROUTES) {
    test(`${route} downloads no font file and sets text in the system stacks`, async ({ page }) => {
      const fonts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'font') fonts.push(request.url());
      });
      await page.goto(route, { waitUntil: 'networkidle' });
      expect(fonts).toEqual([]);

      const families = await page.evaluate(() => ({
        body: getComputedStyle(document.body).fontFamily,
        heading: getComputedStyle(document.querySelector('h1')!).fontFamily,
      }));
      expect(families.body).toMatch(/^ui-sans-serif, system-ui/);
      expect(families.heading).toMatch(/^ui-serif, Georgia/);
    });
  }
});
