import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './support/hydration';
import { CSS_FEATURES, withoutCss } from './support/older-browsers';
import { TEMPLATE_ROUTES } from './support/own-rules';
import { searchBox } from './support/search';

/*
 * The site in the older browsers it supports (package.json "browserslist"; README, "Browser support"), emulated in
 * Chromium (e2e/support/older-browsers.ts).
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
