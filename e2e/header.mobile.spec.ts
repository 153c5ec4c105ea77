import { expect, test, type Route } from '@playwright/test';
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

    await page.evaluate(() => Object.assign(window, { beforeTheTap: true }));
    await panel.getByRole('link', { name: 'Construction' }).tap();
    await expect(page).toHaveURL(/\/industries\/construction$/);
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    // Followed in the page, not loaded whole: the panel's closing (its links unmounted) did not cost the navigation.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Construction Consulting');
    expect(await page.evaluate(() => 'beforeTheTap' in window)).toBe(true);
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

test.describe('header at 390 px when the scripts do not arrive', () => {
  for (const [name, lose] of [
    ['fail', (route: Route) => route.abort('internetdisconnected')],
    ['stall', () => undefined],
  ] as const) {
    test(`(${name}) the Menu toggle leads to the footer's links rather than opening nothing`, async ({ page }) => {
      await page.route('**/_next/static/chunks/**/*.js', lose);
      await page.goto('/about', { waitUntil: 'domcontentloaded' });
      const toggle = page.getByRole('banner').getByRole('button', { name: 'Menu' });
      await toggle.click();
      await expect(page).toHaveURL(/\/about#site-footer$/);
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: 'Industries', exact: true })).toBeInViewport();
      // The page's own links stay plain links.
      await footer.getByRole('link', { name: 'Industries', exact: true }).click();
      await expect(page).toHaveURL(/\/industries$/);
    });
  }
});
