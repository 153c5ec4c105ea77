import { expect, test } from '@playwright/test';
import { TEMPLATE_ROUTES } from './support/own-rules';
import { horizontalOverflow, scaleText, SMALL_PHONE } from './support/text-size';

/*
 * Many phones are set to larger text (Android's font size, Chrome's text scaling), which scales every rem. With the
 * text at 150 % or 200 % on a 360 px phone, no template may run off the side of the screen, and the fixed header's
 * search and menu buttons stay on it: a fixed header wider than the screen cannot be scrolled to. Every route is
 * checked at 200 % by e2e/every-route.spec.ts.
 */
// A one-word title at the largest heading size.
const ROUTES = [...TEMPLATE_ROUTES, '/insights/topics/manufacturing'];

for (const percent of [150, 200]) {
  test(`with the text at ${percent} % on a 360 px phone, every template fits the screen and the header keeps its buttons`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(SMALL_PHONE);
    for (const route of ROUTES) {
      await page.goto(route);
      await scaleText(page, percent);
      const width = await horizontalOverflow(page);
      expect(width.culprits, `${route}: nothing runs off the screen`).toEqual([]);
      expect(width.page, `${route} is as wide as the screen`).toBeLessThanOrEqual(width.screen);
      const banner = page.getByRole('banner');
      // The logo may lose its words for room, never its mark.
      const logo = banner.getByRole('link', { name: /, home$/ });
      const [logoBox, markBox] = [await logo.boundingBox(), await logo.locator('svg').boundingBox()];
      expect(logoBox!.width, `${route}: the logo's mark is whole`).toBeGreaterThanOrEqual(markBox!.width);
      for (const button of [banner.getByRole('link', { name: 'Search' }), banner.getByRole('button', { name: 'Menu' })]) {
        const box = await button.boundingBox();
        expect(box && box.x + box.width, `${route}: ${await button.textContent()} is on the screen`).toBeLessThanOrEqual(width.screen);
      }
    }
  });
}
