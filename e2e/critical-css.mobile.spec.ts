import { test } from '@playwright/test';
import { expectFirstScreenStyledByThePage, TEMPLATE_ROUTES } from './support/first-screen';

// The same check as e2e/critical-css.spec.ts at a phone's width, where more of each page shares the first screen.
test.describe('critical CSS on a phone', () => {
  for (const route of TEMPLATE_ROUTES) {
    test(`${route}: the first screen is the same before the stylesheet arrives (390 px)`, async ({ page }) => {
      await expectFirstScreenStyledByThePage(page, route);
    });
  }
});
