import { expect, type Page } from '@playwright/test';

/** The search page as a visitor sees it (e2e/search.spec.ts, e2e/search-offline.spec.ts). */
export const searchBox = (page: Page) => page.getByRole('searchbox', { name: /search services, industries, insights/i });
export const status = (page: Page) => page.getByRole('status').filter({ hasText: /result|Searching|Type a word/ });
/** A section filter as the visitor sees it: the label around a visually hidden radio. */
export const sectionOption = (page: Page, name: string) => page.locator('fieldset label').filter({ hasText: new RegExp(`^${name}`) });
export const resultLinks = (page: Page) => page.getByRole('main').getByRole('listitem').getByRole('heading').getByRole('link');

/** Waits for the announced count ("5 results for “quantum”") and returns it. */
export async function resultCount(page: Page): Promise<number> {
  await expect(status(page)).toHaveText(/^(No|\d+) results? for/);
  const text = (await status(page).textContent()) ?? '';
  return text.startsWith('No') ? 0 : Number.parseInt(text, 10);
}

export async function hrefs(page: Page): Promise<string[]> {
  return resultLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}
