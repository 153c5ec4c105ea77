import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { TEMPLATE_ROUTES } from './first-screen';
import { ALL_ROUTES } from './routes';

/** A path no content record can claim, to audit the not-found view. */
export const UNKNOWN_PATH = '/this-page-does-not-exist';

/**
 * One axe test (WCAG 2.0–2.2 A and AA) per route and for the not-found page, at whatever viewport the calling spec's
 * project sets. `routes: 'templates'` audits one route per page template instead: at a phone's width what changes is
 * each template's layout, while every route's own words are audited at desktop width.
 */
export function describeAxeOnEveryRoute(title: string, { routes = 'all' }: { routes?: 'all' | 'templates' } = {}): void {
  const audited = routes === 'all' ? ALL_ROUTES : TEMPLATE_ROUTES.filter((route) => !/no-such/.test(route));
  test.describe(title, () => {
    for (const route of [...audited, UNKNOWN_PATH]) {
      test(`${route} has no WCAG 2.2 AA violations`, async ({ page }) => {
        const response = await page.goto(route);
        expect(response?.status()).toBe(route === UNKNOWN_PATH ? 404 : 200);
        await expectNoAxeViolations(page);
      });
    }
  });
}
