import { expect, test, type Browser, type Page } from '@playwright/test';
import { TEMPLATE_ROUTES } from './support/own-rules';
import { UNKNOWN_PATH, UNKNOWN_SLUG_PAGES } from './support/routes';
import { CHROMIUM_PATH } from '../scripts/chromium.cjs';

/*
 * A visitor who follows a link away (to LinkedIn, the lead form, another site) and comes back should get the page
 * at once from the browser's back/forward cache, not a fresh load over a phone's network. The cache refuses a page
 * for things any later change could bring in: `Cache-Control: no-store` on the HTML, an `unload` listener, an open
 * connection or lock. Playwright turns the cache off by a default flag, so this spec runs its own browser without it,
 * with the service worker allowed as a visitor has it. It is the full browser: the headless-only build has no such
 * cache (it reports `BackForwardCacheDisabledForDelegate`).
 */

/** The cache keeps only pages that answered 200; a not-found page is loaded again, as it should be. */
const NOT_FOUND_ROUTES = new Set([UNKNOWN_PATH, ...UNKNOWN_SLUG_PAGES.map((page) => page.path)]);
const KEPT_ROUTES = TEMPLATE_ROUTES.filter((route) => !NOT_FOUND_ROUTES.has(route));

/** Where the visitor goes: what is there does not matter to the cache, and a page of the site cost a whole load. */
const ELSEWHERE = '/robots.txt';

/** What the init script below records of the last `pageshow` event. */
type PageShown = Window & { __pageshow?: boolean };
type Restored = { persisted: boolean | null; reasons: string[] };

/** Loads `route`, leaves it by a full navigation, comes back, and says whether the page came back from the cache. */
async function leaveAndReturn(page: Page, route: string, elsewhere: string): Promise<Restored> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.enable');
  const reasons: string[] = [];
  cdp.on('Page.backForwardCacheNotUsed', (event) => {
    for (const explanation of event.notRestoredExplanations) reasons.push(explanation.reason);
  });
  await page.goto(route, { waitUntil: 'networkidle' });
  await page.goto(elsewhere, { waitUntil: 'networkidle' });
  // A page restored from the cache fires no load event; `pageshow` says which way it came back.
  await page.goBack({ waitUntil: 'commit' });
  await page.waitForFunction(() => typeof (window as PageShown).__pageshow === 'boolean', null, { timeout: 10_000 });
  const persisted = await page.evaluate(() => (window as PageShown).__pageshow ?? null);
  await cdp.detach();
  return { persisted, reasons };
}

test.describe('back/forward cache', () => {
  let browser: Browser;

  test.beforeAll(async ({ playwright, launchOptions }) => {
    browser = await playwright.chromium.launch({
      ...launchOptions,
      executablePath: CHROMIUM_PATH,
      ignoreDefaultArgs: ['--disable-back-forward-cache'],
    });
  });
  test.afterAll(async () => {
    await browser.close();
  });

  async function freshPage(baseURL: string | undefined) {
    const context = await browser.newContext({ baseURL, serviceWorkers: 'allow' });
    const page = await context.newPage();
    await page.addInitScript(() => {
      window.addEventListener('pageshow', (event) => {
        (window as PageShown).__pageshow = event.persisted;
      });
      // Cleared as the page is left, so that after Back the value read is the restored page's, never the first load's.
      window.addEventListener('pagehide', () => {
        delete (window as PageShown).__pageshow;
      });
    });
    return page;
  }

  for (const route of KEPT_ROUTES) {
    test(`${route} comes back from the cache after the visitor leaves it`, async ({ baseURL }) => {
      const page = await freshPage(baseURL);
      const { persisted, reasons } = await leaveAndReturn(page, route, ELSEWHERE);
      expect(reasons, 'why the browser refused to keep the page').toEqual([]);
      expect(persisted).toBe(true);
      expect(new URL(page.url()).pathname).toBe(route);
      await page.context().close();
    });
  }

  test('a page the browser may not keep is reported as such (the check can fail)', async ({ baseURL }) => {
    const page = await freshPage(baseURL);
    await page.addInitScript(() => {
      // An `unload` listener is one thing the cache refuses.
      if (location.pathname === '/legal') addEventListener('unload', () => undefined);
    });
    const { persisted, reasons } = await leaveAndReturn(page, '/legal', ELSEWHERE);
    expect(persisted).not.toBe(true);
    expect(reasons).toContain('UnloadHandlerExistsInMainFrame');
    await page.context().close();
  });
});
