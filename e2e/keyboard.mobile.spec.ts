import { expect, test } from '@playwright/test';
import { siteConfig } from '../content/site-config';
import { industryLinks, primaryLinks, serviceLinks } from '../lib/content/navigation';
import { expectVisibleFocusRing, focusedHref, focusedName } from './support/keyboard';

/* The mobile menu at 390 px, walked with the keyboard alone (no clicks, no element.focus()). */
test.describe('Keyboard-only walk of the mobile menu', () => {
  test('Tab reaches the toggle; Enter opens the panel; its links and groups follow in order', async ({ page }) => {
    await page.goto('/about');
    for (const name of ['Skip to main content', `${siteConfig.name}, home`, 'Search', 'Menu']) {
      await page.keyboard.press('Tab');
      expect(await focusedName(page)).toBe(name);
      await expectVisibleFocusRing(page);
    }
    const toggle = page.getByRole('button', { name: 'Menu' });
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = page.getByRole('navigation', { name: 'Menu' });
    await expect(panel).toBeVisible();

    // The desktop bar's order: Home, About, the two groups, then the other links.
    const [home, about, ...afterGroups] = primaryLinks;
    for (const link of [home!, about!]) {
      await page.keyboard.press('Tab');
      expect(await focusedHref(page)).toBe(link.href);
      await expectVisibleFocusRing(page);
    }
    // Collapsed groups hold no tab stops: Services is followed directly by Industries.
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Services');
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Industries');

    await page.keyboard.press('Enter');
    await expect(panel.getByRole('button', { name: 'Industries' })).toHaveAttribute('aria-expanded', 'true');
    for (const link of [...industryLinks, ...afterGroups]) {
      await page.keyboard.press('Tab');
      expect(await focusedHref(page)).toBe(link.href);
    }
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Schedule a Consultation');
  });

  test('the panel closes when Tab leaves the header, so focus never sits on a link under it; Escape closes it from its button', async ({ page }) => {
    await page.goto('/about');
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Menu');
    await page.keyboard.press('Enter');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // Escape on the toggle itself, before any Tab into the panel.
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();

    await page.keyboard.press('Enter');
    // Through the panel's primary links, its two groups and its call to action, then one more Tab.
    for (let i = 0; i < primaryLinks.length + 3; i += 1) await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Schedule a Consultation');
    await page.keyboard.press('Tab');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('navigation', { name: 'Menu' })).toBeHidden();
    // The next stop, the breadcrumb's first link, is in view and not covered.
    expect(await focusedHref(page)).toBe('/');
    const focused = page.locator(':focus');
    await expect(focused).toBeInViewport();
    const covered = await focused.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return !(top && (element === top || element.contains(top)));
    });
    expect(covered).toBe(false);
  });

  test('Space expands Services and Enter on a link navigates and closes the panel', async ({ page }) => {
    await page.goto('/about');
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Menu');
    await page.keyboard.press('Enter');
    // Home and About come before the groups, as in the desktop bar.
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Services');

    await page.keyboard.press('Space');
    const group = page.getByRole('navigation', { name: 'Menu' }).getByRole('button', { name: 'Services' });
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    const target = serviceLinks[0]!;
    expect(await focusedHref(page)).toBe(target.href);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(new RegExp(`${target.href}$`));
    await expect(page.getByRole('navigation', { name: 'Menu' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // The chosen link went with the panel: focus is on the Menu button, not dropped to <body>.
    await expect(toggle).toBeFocused();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(toggle).toBeFocused();
  });
});
