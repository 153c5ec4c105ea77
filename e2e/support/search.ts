import { expect, type Page } from '@playwright/test';
import { PAGEFIND_SCRIPT_URL } from '../../lib/search/config';

/** The search page as a visitor sees it (e2e/search.spec.ts, e2e/search-offline.spec.ts). */
export const searchBox = (page: Page) => page.getByRole('searchbox', { name: /search services, industries, insights/i });
/** The status line under the filter: what the page shows now (the box describes itself by it). */
export const status = (page: Page) => page.locator('#search-status');
/** The live region: the status as a screen reader hears it, once the visitor pauses. */
export const announcement = (page: Page) => page.getByRole('main').getByRole('status');
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

/** The pages the results link to, without the section a link may land on (/about#person-x is /about). */
export async function resultPages(page: Page): Promise<string[]> {
  return (await hrefs(page)).map((href) => href.split('#')[0] ?? href);
}

/** The text Pagefind holds for each indexed page, by URL: its own browser API, run on /search. */
export async function indexedTexts(page: Page): Promise<Record<string, string>> {
  await page.goto('/search');
  return page.evaluate(async (scriptUrl) => {
    type Data = { url: string; content: string };
    type Api = { init: () => Promise<void>; search: (term: null) => Promise<{ results: { data: () => Promise<Data> }[] }> };
    const pagefind = (await import(scriptUrl)) as Api;
    await pagefind.init();
    // A null term lists every page.
    const pages = await Promise.all((await pagefind.search(null)).results.map((result) => result.data()));
    return Object.fromEntries(pages.map((data) => [data.url, data.content]));
  }, PAGEFIND_SCRIPT_URL);
}
