import { expect, type Page } from '@playwright/test';

/** The focused element's accessible name as a keyboard user hears it: aria-label, else its text. */
export function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return '';
    return (el.getAttribute('aria-label') ?? el.innerText ?? '').replace(/\s+/g, ' ').trim();
  });
}

export function focusedHref(page: Page): Promise<string | null> {
  return page.evaluate(() => document.activeElement?.getAttribute('href') ?? null);
}

/** WCAG 2.4.7: the focused element shows an outline at least 2 px wide (the site's :focus-visible ring). */
export async function expectVisibleFocusRing(page: Page): Promise<void> {
  const ring = await page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(ring, 'an element has focus').not.toBeNull();
  expect(ring?.style, 'focus outline style').not.toBe('none');
  expect(ring?.width ?? 0, 'focus outline width').toBeGreaterThanOrEqual(2);
}

/** Presses Tab until `matches` holds for the focused element, failing after `limit` presses. */
export async function tabUntil(page: Page, matches: () => Promise<boolean>, limit = 120): Promise<number> {
  for (let presses = 1; presses <= limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await matches()) return presses;
  }
  throw new Error(`Target not reached within ${limit} Tab presses`);
}
