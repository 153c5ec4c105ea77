// Where every measured real load starts (bench:hydration, bench:check, bench:transports, bench:main-thread).

/** The page every measured load starts from: another site's, as a visitor comes from a search result or a link. */
export const ARRIVAL_PAGE = 'http://arrival.invalid/';

/**
 * Opens another site's page in `page` before the measured load, as a visitor's first visit starts: from a search
 * result, a mail or a new tab, never from a tab's first empty document. A page that was never navigated keeps that
 * document's renderer for its first navigation unless the response's Cross-Origin-Opener-Policy sends it to a new
 * one, so a load straight from it favoured pages without the header: the spec's minimum layout with the site's
 * response headers was +0.14× the floor's main-thread work and +172 ms of largest paint, every header but COOP +0.00×
 * and +0 (9 rounds, docs/performance-log.md, 2026-11-26 night). Coming from another site, every page gets a renderer
 * of its own (Chromium's site isolation), with or without the header, so the floor pays what the site pays; the
 * arrival page's own work is not in the new renderer's counters (a 300 ms loop there added nothing to them).
 * The page is answered by Playwright itself, with nothing on the network, and the route is removed before the
 * measured load: while any route is set, Playwright intercepts every request and turns the HTTP cache off.
 * @param {import('@playwright/test').Page} page
 * @param {string} url the page about to be measured
 */
export async function arriveFromAnotherSite(page, url) {
  await page.route(ARRIVAL_PAGE, (route) =>
    route.fulfill({ contentType: 'text/html', body: `<!doctype html><title>Search results</title><a href="${url}">${url}</a>` }),
  );
  await page.goto(ARRIVAL_PAGE);
  await page.unroute(ARRIVAL_PAGE);
}
