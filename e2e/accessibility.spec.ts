import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

// Every route's own page is audited where it is loaded once for all per-route checks: e2e/every-route.spec.ts.

test.describe('Accessibility of the header menus when open (desktop)', () => {
  for (const name of ['Services', 'Industries']) {
    test(`the open ${name} dropdown has no WCAG 2.2 AA violations`, async ({ page }) => {
      await page.goto('/about');
      const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name });
      await trigger.click();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('list', { name }).first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
