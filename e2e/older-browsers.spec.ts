import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { NEWSLETTER_MESSAGES } from '../lib/newsletter/messages';
import { waitForHydration } from './support/hydration';
import { CSS_FEATURES, withoutApisSomeTargetLacks, withoutCss } from './support/older-browsers';
import { TEMPLATE_ROUTES } from './support/own-rules';
import { UNKNOWN_PATH } from './support/routes';
import { resultCount, searchBox } from './support/search';

/*
 * The site in the older browsers it supports (package.json "browserslist"; README, "Browser support"), emulated in
 * Chromium (e2e/support/older-browsers.ts). Print without `::details-content` and without `:has()` is in
 * e2e/print.spec.ts; no JavaScript without the `scripting` media feature in e2e/no-script.spec.ts.
 */

/** Hydrated, and the not-found pages' last crumb filled in (PendingCrumb, a `hidden` stand-in, until the labels arrive). */
async function settled(page: Page) {
  await waitForHydration(page);
  await page.waitForFunction(() => !document.querySelector('nav[aria-label="Breadcrumb"] li.hidden'));
}

/** Every element the page shows: where it is, and how it is drawn (colours, edges, outline, type). */
function drawn(page: Page) {
  return page.evaluate(() =>
    [...document.body.querySelectorAll('*')].flatMap((element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (box.width === 0 || box.height === 0 || style.display === 'none' || style.visibility === 'hidden') return [];
      const where = [box.x, box.y + window.scrollY, box.width, box.height].map(Math.round).join(',');
      const how = [style.color, style.backgroundColor, style.boxShadow, `${style.outlineStyle} ${style.outlineWidth}`, style.font, style.opacity];
      return [`${element.tagName.toLowerCase()} ${where} ${how.join(' | ')}`];
    }),
  );
}

test.describe('Firefox 113-127: no @property (Tailwind\'s fallback gives each property its initial value), and before 121 no :has()', () => {
  const firefox = [...CSS_FEATURES.registeredProperties, ...CSS_FEATURES.has];

  for (const route of TEMPLATE_ROUTES) {
    test(`${route} is drawn as in Chromium: every element where it is, its colours, edges and outline`, async ({ page }) => {
      await page.goto(route);
      await settled(page);
      const expected = await drawn(page);
      const matched = await withoutCss(page, firefox);
      await page.goto(route);
      await settled(page);
      // Every page registers properties and carries Tailwind's fallback: the emulation took something away.
      for (const rewrite of CSS_FEATURES.registeredProperties) expect(matched.get(rewrite), String(rewrite.from)).toBeGreaterThan(0);
      expect(await drawn(page)).toEqual(expected);
    });
  }

  test('/search: the chosen section and the one the keyboard is on stand out without :has()', async ({ page }) => {
    await withoutCss(page, CSS_FEATURES.has);
    await page.goto('/search?q=supply');
    await waitForHydration(page);
    await searchBox(page).focus();
    await page.keyboard.press('Tab');
    const chip = (state: string) => page.locator(`input[name="section"]${state} + span`).first();
    await expect(page.getByRole('radio', { name: /^All sections/ })).toBeFocused();
    const background = (state: string) => chip(state).evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await background(':checked')).not.toBe(await background(':not(:checked)'));
    expect(await chip(':focus-visible').evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid');
  });
});

test.describe('without every JavaScript API some supported browser lacks (requestIdleCallback, scheduler, URL.canParse, Object.groupBy …)', () => {
  test('every template hydrates with no error', async ({ page }) => {
    test.slow();
    await withoutApisSomeTargetLacks(page);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    page.on('console', (message) => {
      // A not-found page's own 404 status is the one error it logs (e2e/every-route.spec.ts).
      const own404 = message.text().includes('404') && (page.url().endsWith(UNKNOWN_PATH) || page.url().includes('no-such-'));
      if (message.type() === 'error' && !own404) errors.push(`${page.url()}: ${message.text()}`);
    });
    for (const route of TEMPLATE_ROUTES) {
      await page.goto(route);
      await settled(page);
    }
    const deleted = await page.evaluate(() => (window as unknown as { __deletedApis: string[] }).__deletedApis);
    // What Safari 16.4 and Firefox 113 lack; the framework's own checks for newer APIs (the Navigation API, view
    // transitions) must hold too.
    for (const key of ['api.Window.requestIdleCallback', 'api.Window.navigation', 'api.URL.canParse_static', 'api.Document.startViewTransition']) {
      expect(deleted).toContain(key);
    }
    expect(errors).toEqual([]);
  });

  test('the menus open, search finds, the newsletter form checks an address and links lead on', async ({ page }) => {
    await withoutApisSomeTargetLacks(page);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto('/about');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Services' }).click();
    await page.getByRole('list', { name: 'Services' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/services\/[a-z-]+$/);

    const footer = page.getByRole('contentinfo').getByRole('form', { name: 'Newsletter sign-up' });
    await footer.getByRole('textbox', { name: 'Email address' }).fill('not-an-address');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('status')).toHaveText(NEWSLETTER_MESSAGES.invalidEmail);

    await page.goto('/search?q=supply');
    expect(await resultCount(page)).toBeGreaterThan(0);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/about');
    await waitForHydration(page);
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('below the target (docs/browser-support.md): what an older browser shows must still be readable', () => {
  test('Chrome 99-110 and Samsung Internet before 22, without oklab() and color-mix(): the text on the dark bands and cards stays light', async ({ page }) => {
    const matched = await withoutCss(page, CSS_FEATURES.newColourFunctions);
    // The mission card and closing band (/about), the subscribe box (/insights), the article's call to action.
    for (const route of ['/about', '/insights', '/insights/vr-workplace-2025']) {
      await page.goto(route);
      await waitForHydration(page);
      const { violations } = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
      expect(violations.flatMap(({ nodes }) => nodes.map(({ target }) => `${route} ${target.join(' ')}`))).toEqual([]);
    }
    expect(matched.get(CSS_FEATURES.newColourFunctions[0]!)).toBeGreaterThan(0);
  });
});
