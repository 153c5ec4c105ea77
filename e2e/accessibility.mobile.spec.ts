import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

// Each page template's own page at 390 px is audited in e2e/every-template.mobile.spec.ts.

test.describe('Accessibility of the open mobile menu', () => {
  for (const name of ['Services', 'Industries']) {
    test(`the panel with ${name} expanded has no WCAG 2.2 AA violations`, async ({ page }) => {
      await page.goto('/about');
      await page.getByRole('button', { name: 'Menu' }).click();
      const panel = page.getByRole('navigation', { name: 'Menu' });
      await expect(panel).toBeVisible();
      const group = panel.getByRole('button', { name });
      await group.click();
      await expect(group).toHaveAttribute('aria-expanded', 'true');
      // The page under the open panel is inert by design (components/layout/header/header-nav.tsx), its main content and
      // level-one heading with it: those two page-wide rules hold on the page itself (e2e/every-template.mobile.spec.ts).
      await expect(page.locator('#main-content')).toHaveAttribute('inert');
      await expectNoAxeViolations(page, { rulesOff: ['landmark-one-main', 'page-has-heading-one'] });
    });
  }
});
