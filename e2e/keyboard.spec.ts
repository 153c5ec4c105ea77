import { expect, test, type Locator, type Page } from '@playwright/test';
import { contactContent } from '../lib/content/pages';
import { siteConfig } from '../content/site-config';
import { industryLinks, serviceLinks } from '../lib/content/navigation';
import { successMessage } from '../lib/newsletter/messages';
import { expectVisibleFocusRing, focusedHref, focusedName, tabUntil } from './support/keyboard';

const { faqs } = contactContent;

/*
 * A keyboard-only walk: no clicks and no element.focus() shortcuts. Every
 * control is reached with Tab from the top of the page, shows a focus ring,
 * and works with the keys a keyboard user expects.
 */

const HEADER_ORDER = [
  'Skip to main content',
  `${siteConfig.name}, home`,
  'Home',
  'About',
  'Services',
  'Industries',
  'Insights',
  'Contact',
  'Search',
  'Schedule a Consultation',
];

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Tabs from the top of a freshly loaded page to the header control named `name`. */
async function tabToHeaderItem(page: Page, name: string) {
  const presses = HEADER_ORDER.indexOf(name) + 1;
  for (let i = 0; i < presses; i += 1) await page.keyboard.press('Tab');
  expect(await focusedName(page)).toBe(name);
}

test.describe('Keyboard-only walk (desktop)', () => {
  test('Tab walks the header in reading order, each stop with a visible focus ring', async ({ page }) => {
    await page.goto('/about');
    for (const name of HEADER_ORDER) {
      await page.keyboard.press('Tab');
      expect(await focusedName(page)).toBe(name);
      await expectVisibleFocusRing(page);
    }
    // Closed dropdowns hold no tab stops: their links are skipped.
    await expect(page.getByRole('list', { name: 'Services' })).toBeHidden();
  });

  test('the skip link takes the next Tab into the main content, past the header', async ({ page }) => {
    await page.goto('/about');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
    await page.keyboard.press('Tab');
    const inMain = await page.evaluate(() => Boolean(document.activeElement?.closest('#main-content')));
    expect(inMain).toBe(true);
  });

  test('Services: ArrowDown opens and focuses the first link; arrows move and wrap; Escape closes', async ({ page }) => {
    await page.goto('/about');
    await tabToHeaderItem(page, 'Services');
    const trigger = mainNav(page).getByRole('button', { name: 'Services' });
    const hrefs = serviceLinks.map((link) => link.href);

    await page.keyboard.press('ArrowDown');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(() => focusedHref(page)).toBe(hrefs[0]);
    await expectVisibleFocusRing(page);
    for (const href of hrefs.slice(1)) {
      await page.keyboard.press('ArrowDown');
      expect(await focusedHref(page)).toBe(href);
    }
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focusedHref(page), { message: 'ArrowDown wraps to the first link' }).toBe(hrefs[0]);
    await page.keyboard.press('ArrowUp');
    expect(await focusedHref(page), 'ArrowUp wraps to the last link').toBe(hrefs.at(-1));

    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();
  });

  test('Industries: Space opens, Tab visits all fourteen links in order, Tab past the last closes it', async ({ page }) => {
    await page.goto('/about');
    await tabToHeaderItem(page, 'Industries');
    const trigger = mainNav(page).getByRole('button', { name: 'Industries' });

    await page.keyboard.press('Space');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    for (const link of industryLinks) {
      await page.keyboard.press('Tab');
      expect(await focusedHref(page)).toBe(link.href);
      expect(await focusedName(page)).toBe(link.label);
    }
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Insights');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  test('Enter opens a dropdown and Enter on a link navigates and closes it', async ({ page }) => {
    await page.goto('/about');
    await tabToHeaderItem(page, 'Services');
    const trigger = mainNav(page).getByRole('button', { name: 'Services' });
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    const target = serviceLinks[0]!;
    expect(await focusedHref(page)).toBe(target.href);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${target.href}$`));
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The chosen link went with the menu: focus is on its button, not dropped to <body>.
    await expect(trigger).toBeFocused();
  });

  // One click a test, each on a page of its own: a second new tab from the same page, opened while the first was still
  // loading behind, was sometimes never reported on a busy machine (2 runs in 12 with three workers on two cores).
  const newTabClicks: [string, NonNullable<Parameters<Locator['click']>[0]>][] = [
    ['a Ctrl/Cmd click', { modifiers: ['ControlOrMeta'] }],
    ['a middle click', { button: 'middle' }],
  ];
  for (const [name, click] of newTabClicks) {
    test(`${name} on a dropdown link opens it in a new tab and leaves this page`, async ({ page, context }) => {
      await page.goto('/about');
      const trigger = mainNav(page).getByRole('button', { name: 'Industries' });
      const target = industryLinks[0]!;
      await trigger.click();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      const opened = context.waitForEvent('page');
      await mainNav(page).getByRole('link', { name: target.label }).click(click);
      const tab = await opened;
      // The tab's address, not its load: a tab opened behind this one may be left to load slowly, and toHaveURL waits
      // for that.
      await expect.poll(() => tab.url()).toMatch(new RegExp(`${target.href}$`));
      await expect(page).toHaveURL(/\/about$/);
    });
  }

  test('the contact FAQ is reached by Tab alone and every question opens with Enter', async ({ page }) => {
    await page.goto('/contact');
    const summaries = page.locator('details > summary');
    const firstQuestion = faqs[0]!.question;
    await tabUntil(page, async () => (await focusedName(page)).startsWith(firstQuestion));

    for (const [index, faq] of faqs.entries()) {
      await expect(summaries.nth(index)).toBeFocused();
      await expectVisibleFocusRing(page);
      await page.keyboard.press('Enter');
      await expect(page.locator('details').nth(index)).toHaveAttribute('open', '');
      await expect(page.getByText(faq.answer)).toBeVisible();
      await page.keyboard.press('Tab');
    }
  });
});

test.describe('Keyboard-only newsletter forms', () => {
  const isEmailFieldOf = (page: Page, form: string) => () =>
    page.evaluate((label) => {
      const el = document.activeElement;
      return el instanceof HTMLInputElement && el.type === 'email' && el.closest('form')?.getAttribute('aria-label') === label;
    }, form);

  test('the footer form is reached by Tab, says what is wrong, and subscribes with Enter', async ({ page }) => {
    await page.goto('/about');
    await tabUntil(page, isEmailFieldOf(page, 'Newsletter sign-up'), 200);
    await expectVisibleFocusRing(page);
    const form = page.getByRole('form', { name: 'Newsletter sign-up' });
    const status = form.getByRole('status');

    await page.keyboard.type('not-an-address');
    await page.keyboard.press('Enter');
    await expect(status).toHaveText('Please enter a valid email address.');

    await page.keyboard.press('ControlOrMeta+A');
    const email = `keyboard-${Date.now()}@example.com`;
    await page.keyboard.type(email);
    await page.keyboard.press('Enter');
    await expect(status).toHaveText(successMessage(email));
  });

  test('the insights form is reached by Tab and reports an empty address on Enter', async ({ page }) => {
    await page.goto('/insights');
    await tabUntil(page, isEmailFieldOf(page, 'Subscribe to our insights'), 200);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('form', { name: 'Subscribe to our insights' }).getByRole('status')).toHaveText(
      'Please enter your email address.',
    );
  });
});
