import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { resultLinks, resultPages, searchBox, status } from './support/search';

/*
 * A visitor on a weak connection: one of Pagefind's files does not arrive while they search. The page says so, offers
 * the overview pages, and a try once the connection is back searches, without loading the page again.
 */

const QUANTUM_ARTICLE = '/insights/quantum-computing-breakthrough-2025';
const FAILED = 'Search could not load. Check your connection and try again.';
const OVERVIEW_PAGES = ['/services', '/industries', '/insights', '/insights/topics', '/about', '/contact', '/legal'];

/** Pagefind's files, each as a visitor's browser may lose it. */
const LOST_FILES: readonly (readonly [name: string, path: RegExp])[] = [
  ['its script', /^\/pagefind\/pagefind\.js$/],
  ['its WebAssembly', /^\/pagefind\/wasm\.[a-z]+\.pagefind$/],
  ["the index's metadata", /^\/pagefind\/pagefind\.[a-z]+_[0-9a-f]+\.pf_meta$/],
  ['a chunk of the index', /^\/pagefind\/index\//],
  ["a result's fragment", /^\/pagefind\/fragment\//],
];

/** Fails every request for `path` until the returned function is called (the connection is back). */
async function loseFiles(page: Page, path: RegExp) {
  let lost = 0;
  let back = false;
  await page.route('**/pagefind/**', (route) => {
    if (back || !path.test(new URL(route.request().url()).pathname)) return route.fallback();
    lost += 1;
    return route.abort('internetdisconnected');
  });
  return { lost: () => lost, restore: () => void (back = true) };
}

async function expectFailureOffered(page: Page) {
  await expect(status(page)).toHaveText(FAILED);
  const overview = page.getByRole('main').getByText('Every page is also listed on these overview pages:').locator('..').getByRole('link');
  expect(await overview.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(OVERVIEW_PAGES);
}

test.describe('site search when a file of Pagefind does not arrive', () => {
  for (const [name, path] of LOST_FILES) {
    test(`${name}: the page says so and offers the overview pages; "Search again" searches once it is back`, async ({ page }) => {
      const files = await loseFiles(page, path);
      await page.goto('/search');
      await searchBox(page).fill('quantum');
      await expectFailureOffered(page);
      expect(files.lost()).toBeGreaterThan(0);

      files.restore();
      // From the keyboard: the button goes once the search runs again, and focus must not drop to the page's start.
      await page.getByRole('button', { name: 'Search again' }).focus();
      await page.keyboard.press('Enter');
      await expect(searchBox(page)).toBeFocused();
      await expect(status(page)).toHaveText(/^\d+ results? for “quantum”$/);
      expect((await resultPages(page))[0]).toBe(QUANTUM_ARTICLE);
      await expect(page.getByRole('button', { name: 'Search again' })).toHaveCount(0);
    });
  }

  test('Enter in the box tries again too, and the failure passes axe', async ({ page }) => {
    const files = await loseFiles(page, /^\/pagefind\/wasm\./);
    await page.goto('/search?q=quantum');
    await expectFailureOffered(page);
    await expectNoAxeViolations(page);
    // Still offline: the search runs again and fails again.
    const lost = files.lost();
    await searchBox(page).press('Enter');
    await expect.poll(files.lost).toBeGreaterThan(lost);
    await expectFailureOffered(page);
    files.restore();
    await searchBox(page).press('Enter');
    await expect(status(page)).toHaveText(/^\d+ results? for “quantum”$/);
    expect((await resultPages(page))[0]).toBe(QUANTUM_ARTICLE);
  });
});

test.describe("site search counts only Pagefind's own lost requests, and only while the page is open", () => {
  test("a lost request of the page's own, or of the index check, leaves a search's results standing", async ({ page }) => {
    // The index's chunks wait until the page has lost two requests of its own, so both fall within the search.
    let release = () => {};
    const othersLost = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/pagefind/index/**', async (route) => {
      await othersLost;
      await route.fallback();
    });
    // The search page's own read of the entry file (Pagefind's carries ?ts=), which only compares indexes.
    await page.route(/\/pagefind\/pagefind-entry\.json$/, (route) => route.abort('internetdisconnected'));
    await page.route('**/breadcrumb-labels.json', (route) => route.abort('internetdisconnected'));
    await page.goto('/search');
    await searchBox(page).fill('quantum');
    await page.waitForRequest(/\/pagefind\/index\//);
    await page.evaluate(() => fetch('/breadcrumb-labels.json').catch(() => undefined));
    release();
    await expect(status(page)).toHaveText(/^\d+ results? for “quantum”$/);
    expect((await resultPages(page))[0]).toBe(QUANTUM_ARTICLE);
  });

  test('a chunk lost on its way while the visitor types on fails the search that waited for it too', async ({ page }) => {
    // The chunks asked for before the visitor types on are held, then lost; any asked for after arrive.
    let typedOn = false;
    let lose = () => {};
    const lost = new Promise<void>((resolve) => (lose = resolve));
    let onHeld = () => {};
    const held = new Promise<void>((resolve) => (onHeld = resolve));
    await page.route('**/pagefind/index/**', async (route) => {
      if (typedOn) return route.fallback();
      onHeld();
      await lost;
      await route.abort('internetdisconnected');
    });
    await page.goto('/search');
    await searchBox(page).fill('quantu');
    await held;
    typedOn = true;
    await searchBox(page).fill('quantum');
    // Past the typing pause: the next search waits for the same chunk, which Pagefind shares, then reads as no match.
    await page.waitForTimeout(1_000);
    lose();
    await expectFailureOffered(page);
  });

  test("leaving the search page gives the page its own fetch back", async ({ page }) => {
    const nativeFetch = () => page.evaluate(() => Function.prototype.toString.call(window.fetch).includes('[native code]'));
    await page.goto('/search?q=quantum');
    await expect(status(page)).toHaveText(/^\d+ results? for “quantum”$/);
    expect(await nativeFetch()).toBe(false);
    await resultLinks(page).first().click();
    await expect(page).toHaveURL(new RegExp(`${QUANTUM_ARTICLE}`));
    expect(await nativeFetch()).toBe(true);
    // Back on the search page, a lost chunk is still told.
    await page.route(/\/pagefind\/index\//, (route) => route.abort('internetdisconnected'));
    await page.goBack();
    await searchBox(page).fill('supply');
    await expectFailureOffered(page);
  });
});
