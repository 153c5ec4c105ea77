import { expect, test } from '@playwright/test';
import { UNKNOWN_PATH } from './support/axe-routes';
import { ALL_ROUTES } from './support/routes';

/*
 * Lighthouse's Best Practices fails a page that logs an error, and a hydration
 * mismatch shows up only as a console error: every route loads and hydrates cleanly.
 */
test.describe('No errors in the console', () => {
  for (const route of [...ALL_ROUTES, UNKNOWN_PATH]) {
    test(`${route} loads and hydrates without errors`, async ({ page, baseURL }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        // The 404 page's own status is reported as a failed load; it is the point of that page.
        const ownNotFound = route === UNKNOWN_PATH && message.location().url === `${baseURL}${UNKNOWN_PATH}`;
        if (!ownNotFound) errors.push(`${message.text()} (${message.location().url})`);
      });
      await page.goto(route, { waitUntil: 'networkidle' });
      expect(errors).toEqual([]);
    });
  }
});
