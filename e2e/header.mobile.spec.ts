import { expect, test } from '@playwright/test';
import { industryLinks, serviceLinks } from '../lib/content/navigation';

test.describe('header at 390 px', () => {
  test('hides the desktop links and has no horizontal scroll', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('the menu toggle opens a panel with the same links; choosing one closes it', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = page.getByRole('navigation', { name: 'Menu' });
    await expect(panel).toBeVisible();
    await expect(panel.locator(':scope > ul > li > a').first()).toHaveText('Home');

    await panel.getByRole('button', { name: 'Services' }).click();
    await expect(panel.getByRole('list', { name: 'Services' }).getByRole('link')).toHaveText(serviceLinks.map((l) => l.label));
    await panel.getByRole('button', { name: 'Industries' }).click();
    await expect(panel.getByRole('list', { name: 'Services' })).toBeHidden();
    await expect(panel.getByRole('list', { name: 'Industries' }).getByRole('link')).toHaveText(industryLinks.map((l) => l.label));

    await panel.getByRole('link', { name: 'Construction' }).click();
    await expect(page).toHaveURL(/\/industries\/construction$/);
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('Escape closes the panel and returns focus to the toggle', async ({ page }) => {
    await page.goto('/about');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Menu' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused();
  });
});
