import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { siteConfig } from '../content/site-config';
import { successMessage } from '../lib/newsletter/messages';
import { MAX_RESULTS, SEARCH_SECTIONS } from '../lib/search/config';
import { quoted } from '../lib/search/status';
import { expectNoAxeViolations } from './support/axe';
import { tabUntil } from './support/keyboard';
import { TEMPLATE_ROUTES } from './support/own-rules';
import { announcement, hrefs, indexedTexts, resultCount, resultLinks, resultPages, searchBox, sectionOption, status } from './support/search';

const QUANTUM_ARTICLE = '/insights/quantum-computing-breakthrough-2025';

/**
 * What a prospective client types, and the page they plainly want first: an edit to the content, the index markup or
 * the ranking (lib/search/pagefind.ts) that moves one of them down has made the search worse.
 */
const TOP_RESULTS: readonly (readonly [query: string, href: string])[] = [
  ['contact', '/contact'],
  ['contact us', '/contact'],
  ['phone', '/contact'],
  ['about us', '/about'],
  ['services', '/services'],
  ['insights', '/insights'],
  ['industries', '/industries'],
  ['legal', '/legal'],
  ['AI', '/services/ai-solutions'],
  ['oil and gas', '/industries/energy-utilities'],
  ['hospital', '/industries/healthcare'],
  ['manufacturng', '/industries/manufacturing'],
  ['SUPPLY CHAINS', '/insights/autonomous-supply-chains-2025'],
  ['privacy', '/legal/privacy-policy'],
  ['unsubscribe', '/legal/privacy-policy'],
  ["what's your fee?", '/legal/terms-conditions'],
  ['Casper', '/about'],
];

test.describe('site search (/search)', () => {
  test('"quantum" finds the quantum computing article first', async ({ page }) => {
    await page.goto('/search');
    await searchBox(page).fill('quantum');
    expect(await resultCount(page)).toBeGreaterThan(0);
    expect((await resultPages(page))[0]).toBe(QUANTUM_ARTICLE);
    // The matched word is highlighted in the excerpt.
    await expect(page.getByRole('main').locator('mark').first()).toHaveText(/quantum/i);
  });

  // Service and industry pages list the articles about them ('From Our Insights'): those lists, like the article cards,
  // are left out of the index, or a word of one title would list every page that links to the article.
  test("an article's title finds the article, not the pages that list it", async ({ page }) => {
    await page.goto('/search?q=brochure');
    expect(await resultCount(page)).toBeGreaterThan(0);
    expect(await resultPages(page)).toEqual(['/insights/sustainable-business-2025']);
  });

  test('the page a visitor plainly wants comes first', async ({ page }) => {
    const firsts: Record<string, string | undefined> = {};
    // One page, each query typed over the last, as a visitor refines a search (a page load each cost 17 loads).
    await page.goto('/search');
    for (const [query] of TOP_RESULTS) {
      await searchBox(page).fill(query);
      // The status names the query once its own results are on screen, not the last query's.
      await expect(status(page)).toContainText(`for ${quoted(query)}`);
      expect(await resultCount(page), query).toBeGreaterThan(0);
      firsts[query] = (await resultPages(page))[0];
    }
    expect(firsts).toEqual(Object.fromEntries(TOP_RESULTS));
  });

  test('excerpts read as text: no initials, numbers or back links, words apart, cuts shown, marks on words only', async ({ page }) => {
    const excerptOf = (path: string) =>
      page.getByRole('listitem').filter({ has: page.locator(`a[href="${path}"], a[href^="${path}#"]`) }).locator('p').last();
    await page.goto('/search?q=Marisol');
    await expect(excerptOf('/about')).toContainText('Improvement. Background Ran distribution centers');
    await expect(excerptOf('/about')).not.toContainText(/\bMV\b/);
    await expect(excerptOf('/about')).toHaveText(/^\u2026 .* \u2026$/);

    await page.goto('/search?q=combined');
    await expect(excerptOf('/industries/healthcare')).toContainText('45+ years combined years in the sector');

    await page.goto('/search?q=supply');
    await expect(excerptOf('/insights/autonomous-supply-chains-2025')).not.toContainText('Back to');
    await page.goto('/search?q=article');
    await expect(page.getByRole('main').locator('mark').first()).toBeVisible();
    const marks = await page.getByRole('main').locator('mark').allTextContents();
    for (const mark of marks) expect(mark).toMatch(/^\w[\w'\u2019-]*$/);
  });

  test('the index holds the words each page shows, none run together (one page per template)', async ({ page }) => {
    const texts = await indexedTexts(page);
    const words = (text: string) =>
      text
        .toLowerCase()
        .split(/\s+/)
        // Pagefind ends each block with a full stop; the page's own punctuation is no word either.
        .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
        .filter(Boolean);
    const routes = [...TEMPLATE_ROUTES, '/insights/topics/cybersecurity'].filter((route) => route in texts);
    expect(routes.length).toBeGreaterThanOrEqual(12);
    const unseen: Record<string, string[]> = {};
    for (const route of routes) {
      await page.goto(route);
      // innerText has a space wherever the page shows a break, which the index must have too ('2025Reviewed' had none).
      const shown = await page.locator('[data-pagefind-body]').evaluate((body: HTMLElement) => {
        // Closed answers (the contact page's questions) are left out of innerText, not out of the index.
        for (const details of body.querySelectorAll('details')) details.open = true;
        return body.innerText;
      });
      const seen = new Set(words(shown));
      const missing = words(texts[route] ?? '').filter((word) => !seen.has(word));
      if (missing.length > 0) unseen[route] = missing;
    }
    expect(unseen).toEqual({});
  });

  test('a match deep in a long page opens at its section, with the excerpt\'s words in view', async ({ page }) => {
    await page.goto('/search?q=refund');
    await resultCount(page);
    await expect(resultLinks(page).first()).toHaveAttribute('href', '/legal/terms-conditions#term-and-termination');
    await resultLinks(page).first().click();
    await expect(page).toHaveURL('/legal/terms-conditions#term-and-termination');
    await expect(page.getByRole('heading', { name: 'Term and Termination' })).toBeInViewport();
    await expect(page.getByText(/initial payment is not refundable/)).toBeInViewport();

    // A person on the About page, from their name.
    await page.goto('/search?q=Marisol');
    await resultCount(page);
    await expect(resultLinks(page).first()).toHaveAttribute('href', '/about#person-marisol-vega-name');
  });

  test('"Casper" finds the contact and about pages', async ({ page }) => {
    await page.goto('/search?q=Casper');
    expect(await resultCount(page)).toBeGreaterThanOrEqual(2);
    expect(await resultPages(page)).toEqual(expect.arrayContaining(['/contact', '/about']));
  });

  test('a section filter narrows the results, and its counts match', async ({ page }) => {
    await page.goto('/search?q=strategy');
    const all = await resultCount(page);
    const insightsOption = sectionOption(page, 'Insights');
    const expected = Number(/\((\d+)\)/.exec((await insightsOption.textContent()) ?? '')?.[1]);
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(all);

    await insightsOption.click();
    await expect(page.getByRole('radio', { name: /^Insights/ })).toBeChecked();
    await expect(status(page)).toHaveText(`${expected} results for “strategy” in Insights`);
    expect(await hrefs(page)).toHaveLength(expected);
    for (const path of await resultPages(page)) expect(path).toMatch(/^\/insights(\/|$)/);
    await expect(page).toHaveURL(/\/search\?q=strategy&section=Insights$/);
  });

  test('a word on most pages: the count is every match, as the "All sections" chip counts, and says only the best are listed', async ({ page }) => {
    await page.goto('/search?q=consulting');
    const total = await resultCount(page);
    const chip = Number(/\((\d+)\)/.exec((await sectionOption(page, 'All sections').textContent()) ?? '')?.[1]);
    expect(total).toBe(chip);
    expect(total).toBeGreaterThan(MAX_RESULTS);
    await expect(status(page)).toHaveText(`${total} results for “consulting”. The best ${MAX_RESULTS} are shown: add a word to narrow the search.`);
    expect(await hrefs(page)).toHaveLength(MAX_RESULTS);
  });

  test('the query lives in the URL: a shared link restores it, and Back returns to the results', async ({ page }) => {
    await page.goto('/search?q=supply+chain&section=Insights');
    await expect(searchBox(page)).toHaveValue('supply chain');
    await expect(page.getByRole('radio', { name: /^Insights/ })).toBeChecked();
    expect(await resultCount(page)).toBeGreaterThan(0);

    await searchBox(page).fill('privacy');
    await sectionOption(page, 'All sections').click();
    await expect(page).toHaveURL(/\/search\?q=privacy$/);
    await expect(status(page)).toHaveText(/results? for “privacy”$/);
    const first = (await hrefs(page))[0];
    await resultLinks(page).first().click();
    await expect(page).toHaveURL(first!);

    await page.goBack();
    await expect(page).toHaveURL(/\/search\?q=privacy$/);
    await expect(searchBox(page)).toHaveValue('privacy');
    expect(await resultCount(page)).toBeGreaterThan(0);
    await expect(resultLinks(page).first()).toHaveAttribute('href', first!);
    await expect(page).toHaveTitle(`Search: “privacy” | ${siteConfig.name}`);

    // A section chosen after Back is in the entry too: Forward and Back again restore the query, section, results and title.
    await sectionOption(page, 'Legal').click();
    await expect(page).toHaveURL(/\/search\?q=privacy&section=Legal$/);
    await expect(status(page)).toHaveText(/results? for “privacy” in Legal$/);
    const legal = await hrefs(page);
    await resultLinks(page).first().click();
    await expect(page).toHaveURL(legal[0]!);
    await page.goBack();
    await expect(page).toHaveURL(/\/search\?q=privacy&section=Legal$/);
    await page.goForward();
    await expect(page).toHaveURL(legal[0]!);
    await page.goBack();
    await expect(page).toHaveURL(/\/search\?q=privacy&section=Legal$/);
    await expect(searchBox(page)).toHaveValue('privacy');
    await expect(page.getByRole('radio', { name: /^Legal/ })).toBeChecked();
    await expect(status(page)).toHaveText(/results? for “privacy” in Legal$/);
    expect(await hrefs(page)).toEqual(legal);
    await expect(page).toHaveTitle(`Search: “privacy” | ${siteConfig.name}`);
  });

  test("a newsletter sign-up from the search page keeps the search in the address, where Next's router never saw it", async ({ page }) => {
    // The router still holds the address the page loaded with (lib/search/history-entry.ts): had the sign-up's server
    // action made it render the route again, it would have written that address back over the query.
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': `search-${randomUUID()}` });
    await page.goto('/search');
    await searchBox(page).fill('supply');
    expect(await resultCount(page)).toBeGreaterThan(0);
    await expect(page).toHaveURL(/\/search\?q=supply$/);
    const form = page.getByRole('contentinfo').getByRole('form', { name: 'Newsletter sign-up' });
    const email = `search.${randomUUID().slice(0, 12)}@example.com`;
    await form.getByRole('textbox', { name: 'Email address' }).fill(email);
    await form.getByRole('button').click();
    // The first subscription opens the embedded database, which takes a few seconds.
    await expect(form.getByRole('status')).toHaveText(successMessage(email), { timeout: 30_000 });
    await expect(page).toHaveURL(/\/search\?q=supply$/);
    await page.reload();
    await expect(searchBox(page)).toHaveValue('supply');
    expect(await resultCount(page)).toBeGreaterThan(0);
  });

  test("the header's Search button on the search page goes to the box, keeping the search and its address", async ({ page }) => {
    await page.goto('/search?q=quantum');
    expect(await resultCount(page)).toBeGreaterThan(0);
    await page.getByRole('banner').getByRole('link', { name: 'Search' }).click();
    await expect(searchBox(page)).toBeFocused();
    await expect(searchBox(page)).toHaveValue('quantum');
    expect(await searchBox(page).evaluate((box: HTMLInputElement) => [box.selectionStart, box.selectionEnd])).toEqual([0, 7]);
    await expect(page).toHaveURL(/\/search\?q=quantum$/);
    await page.keyboard.type('privacy');
    await expect(page).toHaveURL(/\/search\?q=privacy$/);
    expect(await resultCount(page)).toBeGreaterThan(0);
  });

  test('Back from a result far down the list returns to it, not above it', async ({ page }) => {
    await page.goto('/search?q=business');
    const result = resultLinks(page).nth(6);
    await result.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 100));
    const left = await page.evaluate(() => Math.round(window.scrollY));
    const href = await result.getAttribute('href');
    await result.click();
    await expect(page).toHaveURL(href!);
    // Read a while: the result's page has come to its top.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/search\?q=business$/);
    // The results are there in the first render, so the browser's own restoring finds the page as tall as it was.
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(left);
    await expect(resultLinks(page).nth(6)).toBeInViewport();
  });

  test('a reload of a scrolled search puts the visitor back once its results are there; a new search starts at the top', async ({ page }) => {
    await page.goto('/search?q=business');
    await resultLinks(page).nth(6).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 100));
    const left = await page.evaluate(() => Math.round(window.scrollY));
    expect(left).toBeGreaterThan(0);
    // The place is kept in the history entry once scrolling pauses.
    await expect.poll(() => page.evaluate(() => (window.history.state as { searchScroll?: { y: number } } | null)?.searchScroll?.y)).toBe(left);

    await page.reload();
    expect(await resultCount(page)).toBeGreaterThan(6);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(left);
    await expect(resultLinks(page).nth(6)).toBeInViewport();

    // The same search opened anew (a link, the address bar) is a new visit to it, at the top.
    await page.goto('/search?q=business');
    expect(await resultCount(page)).toBeGreaterThan(6);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the tab says what was searched, and the page\'s own title once the box is cleared', async ({ page }) => {
    await page.goto('/search');
    await expect(page).toHaveTitle(`Search | ${siteConfig.name}`);
    await searchBox(page).fill('supply  chain');
    await expect(page).toHaveTitle(`Search: \u201csupply chain\u201d | ${siteConfig.name}`);
    await page.goto('/search?q=quantum');
    await expect(page).toHaveTitle(`Search: \u201cquantum\u201d | ${siteConfig.name}`);
    await searchBox(page).fill('');
    await expect(page).toHaveTitle(`Search | ${siteConfig.name}`);
    // A result's page has its own title.
    await searchBox(page).fill('quantum');
    await expect(page).toHaveTitle(`Search: \u201cquantum\u201d | ${siteConfig.name}`);
    await resultLinks(page).first().click();
    await expect(page).toHaveURL(QUANTUM_ARTICLE);
    await expect(page).not.toHaveTitle(/^Search/);
    await expect(page).toHaveTitle(/Quantum/);
  });

  test('typed slowly, a word keeps its list on screen and is announced once, after the pause', async ({ page }) => {
    type SearchLog = { announced: string[]; routeAnnounced: string[]; listLengths: number[] };
    await page.goto('/search');
    // Next's route announcer: an assertive live region in a shadow root, which reads the title of each page the router renders.
    await page.waitForFunction(() => document.querySelector('next-route-announcer')?.shadowRoot?.querySelector('[aria-live]'));
    await page.evaluate(() => {
      const log: SearchLog = { announced: [], routeAnnounced: [], listLengths: [] };
      Object.assign(window, { searchLog: log });
      const watch = (node: Node, into: string[]) =>
        new MutationObserver(() => into.push(node.textContent ?? '')).observe(node, { subtree: true, childList: true, characterData: true });
      watch(document.querySelector('main [role="status"]')!, log.announced);
      watch(document.querySelector('next-route-announcer')!.shadowRoot!.querySelector('[aria-live]')!, log.routeAnnounced);
      const main = document.querySelector('main')!;
      new MutationObserver(() => log.listLengths.push(main.querySelectorAll('li h2 a').length)).observe(main, { subtree: true, childList: true });
    });
    const searchLog = () => page.evaluate(() => (window as unknown as { searchLog: SearchLog }).searchLog);
    // A pause between keys longer than the one before a search: each letter runs its own.
    await searchBox(page).pressSequentially('supply chain', { delay: 300 });
    const total = await resultCount(page);
    await expect(announcement(page)).toHaveText(`${total} results for “supply chain”`);
    await expect(page).toHaveTitle(`Search: “supply chain” | ${siteConfig.name}`);
    const log = await searchLog();
    expect(log.announced).toEqual([`${total} results for “supply chain”`]);
    // The tab's title follows the box, but typing is no navigation: nothing is read out at each key, let alone assertively.
    expect(log.routeAnnounced).toEqual([]);
    // Once there, the list never empties between one letter's results and the next's.
    const firstShown = log.listLengths.findIndex((length) => length > 0);
    expect(firstShown).toBeGreaterThanOrEqual(0);
    expect(log.listLengths.slice(firstShown)).not.toContain(0);

    // A result followed is a navigation, which the route announcer names (by its title, or its heading while the title is on its way).
    await resultLinks(page).first().click();
    await expect(page).not.toHaveTitle(/^Search/);
    await expect.poll(async () => (await searchLog()).routeAnnounced.length).toBe(1);
    const names = [await page.title(), await page.getByRole('heading', { level: 1 }).textContent()];
    expect(names).toContain((await searchLog()).routeAnnounced[0]);
  });

  test('a search that finds nothing says so and offers the overview pages', async ({ page }) => {
    await page.goto('/search?q=qwerty');
    expect(await resultCount(page)).toBe(0);
    await expect(status(page)).toHaveText('No results for “qwerty”');
    const help = page.getByText('Check the spelling, or try a shorter or more general word.').locator('..').getByRole('link');
    expect(await help.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      '/services', '/industries', '/insights', '/insights/topics', '/about', '/contact', '/legal',
    ]);
    await expectNoAxeViolations(page);
  });

  test('a word no page uses finds nothing, not every page with its first letters; a typo still finds its word', async ({ page }) => {
    // Pagefind, which holds no word starting "touris", matched "to": 66 results, each with "to" marked.
    await page.goto('/search?q=tourism');
    expect(await resultCount(page)).toBe(0);
    await expect(status(page)).toHaveText('No results for “tourism”');
    await expect(resultLinks(page)).toHaveCount(0);
    await expect(sectionOption(page, 'All sections')).toHaveText(/\(0\)$/);
    await expect(page.getByText('Check the spelling')).toBeVisible();
    await searchBox(page).fill('aardvark');
    expect(await resultCount(page)).toBe(0);
    // In a section the substitute matches on no page of, the other sections' matches are no results either.
    // Also in a section the substitute matches no page of: "xyzzy" matched the contact page's "X" link, and in any other
    // section said "No results in Services; 1 in all sections", a button to a result that was none.
    for (const name of SEARCH_SECTIONS) {
      await page.goto(`/search?q=xyzzy&section=${name}`);
      await expect(status(page)).toHaveText(`No results for “xyzzy” in ${name}`);
      await expect(page.getByRole('button', { name: /in all sections/ })).toHaveCount(0);
    }
    await page.goto('/search');
    await searchBox(page).fill('manufacturng');
    expect(await resultCount(page)).toBeGreaterThan(0);
    expect((await hrefs(page))[0]).toBe('/industries/manufacturing');
  });

  test('an abbreviation finds the pages that speak of it, not the words its letters start; a business the site does not serve finds nothing', async ({ page }) => {
    // "EV" also started "every", "evidence" and "events": 38 results for the one page about EVs.
    await page.goto('/search?q=EV');
    expect(await resultCount(page)).toBe(1);
    expect(await resultPages(page)).toEqual(['/industries/automotive']);
    // In a section without that page: none, not the section's "every" and "evidence" (Legal listed them with the chips
    // counting none there).
    await page.goto('/search?q=EV&section=Legal');
    await expect(status(page)).toHaveText('No results for “EV” in Legal; 1 in all sections.');
    await expect(sectionOption(page, 'Legal')).toHaveText(/\(0\)$/);
    // "M&A", read "ma", listed "manufacturing" and "marketing"; the pages on mergers and acquisitions carry it in the index.
    await page.goto(`/search?q=${encodeURIComponent('M&A')}`);
    expect(await resultCount(page)).toBe(4);
    expect((await resultPages(page)).sort()).toEqual([
      '/industries/banking-financial-services',
      '/industries/education',
      '/industries/media-entertainment',
      '/industries/telecommunications',
    ]);
    await expect(sectionOption(page, 'Industries')).toHaveText(/\(4\)$/);
    // "ESG": the pages on emissions data; "talent": the service that keeps it.
    await page.goto('/search?q=ESG');
    expect(await resultCount(page)).toBe(2);
    expect((await resultPages(page)).sort()).toEqual(['/industries/manufacturing', '/insights/sustainable-business-2025']);
    await page.goto('/search?q=talent');
    expect(await resultCount(page)).toBeGreaterThan(0);
    expect(await resultPages(page)).toContain('/services/organizational-hr-consulting');
    // The logistics page speaks of the shipper's supply chain, which its visitors search for.
    await page.goto('/search?q=supply+chain&section=Industries');
    expect(await resultCount(page)).toBeGreaterThan(0);
    expect(await resultPages(page)).toContain('/industries/transportation-logistics');
    // No page is about restaurants: "the rest of" on 8 pages was no match.
    for (const query of ['restaurant', 'restaurants']) {
      await page.goto(`/search?q=${query}`);
      await expect(status(page)).toHaveText(`No results for \u201c${query}\u201d`);
    }
    // A longer form of a word the pages use is found through it: "digitalization" through "digital".
    await page.goto('/search?q=digitalization');
    expect(await resultCount(page)).toBeGreaterThan(0);
    expect(await resultPages(page)).toContain('/services/digital-transformation');
  });

  test('a section with no results says how many the others hold, and one click shows them', async ({ page }) => {
    await page.goto('/search?q=privacy&section=Industries');
    expect(await resultCount(page)).toBe(0);
    const all = Number(/\((\d+)\)/.exec((await sectionOption(page, 'All sections').textContent()) ?? '')?.[1]);
    expect(all).toBeGreaterThan(1);
    await expect(status(page)).toHaveText(`No results for “privacy” in Industries; ${all} in all sections.`);
    await page.getByRole('button', { name: `Show all ${all} results in all sections` }).click();
    await expect(page.getByRole('radio', { name: /^All sections/ })).toBeChecked();
    await expect(page).toHaveURL(/\/search\?q=privacy$/);
    expect(await resultCount(page)).toBe(all);
  });

  test('a pasted paragraph or markup is searched as text, and the status quotes only its start', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const markup = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    await page.goto(`/search?q=${encodeURIComponent(markup)}`);
    await expect(searchBox(page)).toHaveValue(markup);
    await resultCount(page);
    await expect(status(page)).toContainText('“<img src=x onerror=alert(1)><script>alert(2)</script>”');
    await expect(page.locator('main img[src="x"]')).toHaveCount(0);

    // 1,000 characters.
    const paragraph = 'supply chain '.repeat(77).trim();
    await page.goto(`/search?q=${encodeURIComponent(paragraph)}`);
    await expect(searchBox(page)).toHaveValue(paragraph);
    await resultCount(page);
    await expect(status(page)).toContainText(`for “${'supply chain '.repeat(5).slice(0, 60).trimEnd()}…”`);
    expect(((await status(page).textContent()) ?? '').length).toBeLessThan(200);
    expect(dialogs).toEqual([]);
  });

  test('works from the keyboard alone, with counts announced in a live region', async ({ page }) => {
    await page.goto('/search');
    await tabUntil(page, () => searchBox(page).evaluate((el) => el === document.activeElement));
    await page.keyboard.type('quantum');
    const all = await resultCount(page);
    await expect(announcement(page)).toHaveText(`${all} results for “quantum”`);

    // Tab reaches the section filter; arrow keys choose a section.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('radio', { name: /^All sections/ })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: /^Insights/ })).toBeChecked();
    expect(await resultCount(page)).toBeLessThanOrEqual(all);

    // Tab leaves the filter for the first result; Enter opens it.
    await page.keyboard.press('Tab');
    await expect(resultLinks(page).first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${QUANTUM_ARTICLE}(#|$)`));
  });

  test('has no axe violations, empty or with results', async ({ page }) => {
    await page.goto('/search');
    await expect(status(page)).toHaveText(/Type a word/);
    await expectNoAxeViolations(page);
    await searchBox(page).fill('quantum');
    await resultCount(page);
    await expectNoAxeViolations(page);
  });

  test('asks search engines not to index it but to follow its links, and the sitemap leaves it out', async ({ request }) => {
    const html = await (await request.get('/search')).text();
    expect(html.match(/<meta name="robots" content="([^"]*)"/)?.[1]).toBe('noindex, follow');
    expect(await (await request.get('/sitemap.xml')).text()).not.toMatch(/<loc>[^<]*\/search<\/loc>/);
  });

  test('without JavaScript it says search needs it and links to the overview pages', async ({ page, request }) => {
    // Chromium under Playwright parses <noscript> as if scripts ran even with JavaScript off, so the
    // page's HTML is parsed the way a browser without scripting does: DOMParser has scripting disabled.
    const html = await (await request.get('/search')).text();
    await page.goto('/search');
    const fallback = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'text/html');
      const block = doc.querySelector('main noscript');
      return { text: block?.textContent ?? '', links: [...(block?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href')) };
    }, html);
    expect(fallback.text).toContain('Search needs JavaScript, which is turned off in your browser.');
    expect(fallback.links).toEqual(['/services', '/industries', '/insights', '/insights/topics', '/about', '/contact', '/legal']);
    // With JavaScript the message stays hidden.
    await expect(page.getByText('Search needs JavaScript')).toBeHidden();
  });

  test('a search page left open across a deployment searches the new index, not the files the old one named', async ({ page }) => {
    // The deployment, simulated: Pagefind's entry names another index (the same files under a new name, so that it
    // answers), and the files of the index the page loaded before are gone, as they are from a new build.
    const ENTRY = '/pagefind/pagefind-entry.json';
    const entry = await (await page.request.get(ENTRY)).json();
    const meta = await (await page.request.get(`/pagefind/pagefind.${entry.languages.en.hash}.pf_meta`)).body();
    const NEW_HASH = 'en_0123456789';
    let deployed = false;
    let newIndexLoaded = false;
    let entryReads = 0;
    await page.route('**/pagefind/**', async (route) => {
      const path = new URL(route.request().url()).pathname;
      if (path === ENTRY) entryReads += 1;
      if (!deployed) return route.fallback();
      if (path === ENTRY) return route.fulfill({ json: { ...entry, languages: { en: { ...entry.languages.en, hash: NEW_HASH } } } });
      if (path === `/pagefind/pagefind.${NEW_HASH}.pf_meta`) {
        newIndexLoaded = true;
        return route.fulfill({ body: meta, contentType: 'application/octet-stream' });
      }
      if (/^\/pagefind\/(?:index|fragment|filter)\//.test(path) && !newIndexLoaded) return route.fulfill({ status: 404, body: 'Not Found' });
      return route.fallback();
    });
    await page.goto('/search');
    await searchBox(page).fill('quantum');
    expect(await resultCount(page)).toBeGreaterThan(0);
    // Read when Pagefind loaded (by it and by us); a search that finds something asks for nothing more.
    const readsOnLoad = entryReads;
    await searchBox(page).fill('energy');
    expect(await resultCount(page)).toBeGreaterThan(0);
    expect(entryReads).toBe(readsOnLoad);

    deployed = true;
    await searchBox(page).fill('Casper');
    expect(await resultCount(page)).toBeGreaterThan(0);
    expect(await resultPages(page)).toContain('/contact');
    expect(newIndexLoaded).toBe(true);
  });

  test('loads Pagefind only on /search, only once the visitor starts to search', async ({ page }) => {
    const pagefindRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/pagefind/')) pagefindRequests.push(request.url());
    });
    await page.goto('/about', { waitUntil: 'networkidle' });
    await page.goto('/search', { waitUntil: 'networkidle' });
    expect(pagefindRequests).toEqual([]);
    await searchBox(page).fill('audit');
    await resultCount(page);
    expect(pagefindRequests.some((url) => url.endsWith('/pagefind/pagefind.js'))).toBe(true);
  });

  test("CSP: 'wasm-unsafe-eval' on /search only, never 'unsafe-eval', and no violation while searching", async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|WebAssembly/i.test(message.text())) violations.push(message.text());
    });
    const scriptSrc = async (path: string) => {
      const response = await page.request.get(path);
      const policy = response.headers()['content-security-policy'] ?? '';
      return policy.split(';').map((part) => part.trim()).find((part) => part.startsWith('script-src ')) ?? '';
    };
    expect(await scriptSrc('/search')).toContain("'wasm-unsafe-eval'");
    expect(await scriptSrc('/search')).not.toContain("'unsafe-eval'");
    expect(await scriptSrc('/search')).not.toContain("'unsafe-inline'");
    for (const path of ['/', '/about', QUANTUM_ARTICLE, '/insights/topics/cybersecurity']) {
      expect(await scriptSrc(path), path).not.toContain('wasm');
    }
    await page.goto('/search?q=quantum');
    expect(await resultCount(page)).toBeGreaterThan(0);
    expect(violations).toEqual([]);
  });

  test('the header links to search on desktop', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('banner').getByRole('link', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL('/search');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search the Site');
  });
});

test.describe('site search entry point on a small screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the header shows the search link next to the menu toggle', async ({ page }) => {
    await page.goto('/insights');
    const link = page.getByRole('banner').getByRole('link', { name: 'Search', exact: true });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL('/search');
  });
});
