import { expect, test } from '@playwright/test';
import { TEMPLATE_ROUTES } from './support/own-rules';
import { expectHeaderOnScreen, horizontalOverflow, scaleText, SMALL_PHONE } from './support/text-size';

/*
 * Many phones are set to larger text (Android's font size, Chrome's text scaling), which scales every rem. With the
 * text at 150 % on a 360 px phone, no template may run off the side of the screen, and the fixed header keeps its
 * buttons on it. Every route is checked the same way at 200 % by e2e/every-route.spec.ts.
 */
// A one-word title at the largest heading size, which every-route.spec.ts does not load.
const LONG_WORD_TITLE = '/insights/topics/manufacturing';

for (const [percent, routes] of [
  [150, [...TEMPLATE_ROUTES, LONG_WORD_TITLE]],
  [200, [LONG_WORD_TITLE]],
] as const) {
  test(`with the text at ${percent} % on a 360 px phone, ${routes.length > 1 ? 'every template fits' : 'a one-word title fits'} the screen and the header keeps its buttons`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(SMALL_PHONE);
    for (const route of routes) {
      await page.goto(route);
      await scaleText(page, percent);
      const width = await horizontalOverflow(page);
      expect(width.culprits, `${route}: nothing runs off the screen`).toEqual([]);
      expect(width.page, `${route} is as wide as the screen`).toBeLessThanOrEqual(width.screen);
      await test.step(`${route}: the header's buttons`, () => expectHeaderOnScreen(page));
    }
  });
}
