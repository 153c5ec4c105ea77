import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expectPageStyledByItsOwnRules, TEMPLATE_ROUTES } from './support/own-rules';
import { UNKNOWN_PATH } from './support/routes';

/*
 * At a phone's width what changes is each template's layout, so one route per page template is loaded once and
 * checked there: the whole page looks the same by its own rules as with the site's stylesheet, and axe finds nothing. Every route's own
 * words are audited at desktop width (e2e/every-route.spec.ts).
 */
test.describe('every page template at 390 px, loaded once', () => {
  test.describe.configure({ timeout: 90_000 });

  for (const route of TEMPLATE_ROUTES) {
    test(route, async ({ page }) => {
      const response = await page.goto(route, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(route === UNKNOWN_PATH || /no-such/.test(route) ? 404 : 200);
      await test.step('looks the same by its own rules as with the site stylesheet', () => expectPageStyledByItsOwnRules(page, route));
      await test.step('has no WCAG 2.2 AA violations (axe)', () => expectNoAxeViolations(page));
    });
  }
});
