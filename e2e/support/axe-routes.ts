import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { ALL_ROUTES } from './routes';

/** A path no content record can claim, to audit the not-found view. */
export const UNKNOWN_PATH = '/this-page-does-not-exist';

/**
 * One axe test (WCAG 2.0–2.2 A and AA) per route and for the not-found page,
 * at whatever viewport the calling spec's project sets.
 */
export function describeAxeOnEveryRoute(title: string): void {
  test.describe(title, () => {
    for (const route of [...ALL_ROUTES, UNKNOWN_PATH]) {
      test(`${route} has no WCAG 2.2 AA violations`, async ({ page }) => {
        const response = await page.goto(route);
        expect(response?.status()).toBe(route === UNKNOWN_PATH ? 404 : 200);
        await expectNoAxeViolations(page);
      });
    }
  });
}
