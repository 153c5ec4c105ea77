import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { NEWSLETTER_MESSAGES } from '../lib/newsletter/messages';
import { siteConfig } from '../content/site-config';
import { textRgb } from './support/colour';
import { expectPageStyledByItsOwnRules, expectPageToCarryEveryRuleItUses } from './support/own-rules';
import { expectReactToOwn } from './support/hydration';
import { expectVisibleFocusRing } from './support/keyboard';
import { sectionTitled } from './support/sections';

/*
 * Each prerendered page carries every rule it uses in a <style> at the end of its <head> (lib/performance/
 * critical-css.mjs; docs/performance.md). The site's stylesheet is linked after it but not applied: a script puts the
 * link in the document disabled, where React adopts it; it is fetched when the visitor shows intent to follow a link
 * (pointer over it, or focus) and applied when they follow one, for the page a client-side navigation renders, which
 * waits for it
 * (lib/client-effects/deferred-stylesheets.ts). Without JavaScript a <noscript> copy loads it. A stylesheet only some
 * pages link is inlined whole, its link disabled and for no media (never fetched). That each template looks the same
 * by its own rules as with the sheet is checked on each route's one load: e2e/every-route.spec.ts (desktop) and
 * e2e/every-template.mobile.spec.ts (390 px).
 */
/** Set by app/globals.css; without it the browser's default serif would show. */
const isStyled = (page: Page) => page.evaluate(() => getComputedStyle(document.body).fontFamily.startsWith('ui-sans-serif, system-ui'));
/** The print sheet every page links for print only (lib/performance/print-stylesheet.mjs): fetched, applied to no screen. */
const isPrintSheet = (url: string) => new URL(url).pathname === '/print.css';
/**
 * The stylesheets the page asks for (or, with 'requestfinished', receives), in order, as the test goes on; not the
 * print sheet, which `printSheet` collects.
 */
function stylesheetRequests(page: Page, event: 'request' | 'requestfinished' = 'request', printSheet: string[] = []): string[] {
  const urls: string[] = [];
  const record = (request: Request) => {
    if (!new URL(request.url()).pathname.endsWith('.css')) return;
    (isPrintSheet(request.url()) ? printSheet : urls).push(request.url());
  };
  if (event === 'request') page.on('request', record);
  else page.on('requestfinished', record);
  return urls;
}
/** The footer's background: the last part of a long page, which its own rules style too. */
const footerBackground = (page: Page) => page.getByRole('contentinfo').evaluate((footer) => getComputedStyle(footer).backgroundColor);

test.describe('critical CSS', () => {
  test('without JavaScript the page is styled, and its stylesheet loads from the <noscript> copy', async ({ playwright, launchOptions, baseURL }) => {
    // With Playwright's javaScriptEnabled: false, Chromium still parses <noscript> as if scripts ran (e2e/search.spec.ts).
    // A browser whose settings turn scripting off parses it as a visitor's browser without JavaScript does.
    const browser = await playwright.chromium.launch({ ...launchOptions, args: [...(launchOptions.args ?? []), '--blink-settings=scriptEnabled=false'] });
    const page = await browser.newPage({ baseURL });
    const printSheet: string[] = [];
    const stylesheets = stylesheetRequests(page, 'requestfinished', printSheet);
    await page.goto('/insights', { waitUntil: 'networkidle' });
    expect(await page.evaluate(() => typeof document.querySelector('noscript')?.firstElementChild), 'scripting is off').toBe('object');
    expect(await isStyled(page)).toBe(true);
    expect(stylesheets).toHaveLength(1);
    // The print sheet's link is plain markup: it needs no script.
    expect(printSheet).toHaveLength(1);
    expect(await footerBackground(page)).not.toBe('rgba(0, 0, 0, 0)');
    await browser.close();
  });

  // A long page, and the home page, whose hero art's sheet is inlined whole and must never be fetched.
  for (const route of ['/insights', '/']) {
    test(`${route}: loaded and read to its end, it fetches no stylesheet but the print sheet, once`, async ({ page }) => {
      const printSheet: string[] = [];
      const stylesheets = stylesheetRequests(page, 'request', printSheet);
      await page.goto(route, { waitUntil: 'load' });
      await expectReactToOwn(page.locator('header button').first());
      // Scrolled by script: the pointer stays off every link, so no intent fetches the sheet.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForLoadState('networkidle');
      expect(stylesheets).toEqual([]);
      expect(printSheet).toHaveLength(1);
      // For print only: nothing on the screen comes from it.
      expect(await page.evaluate(() => [...document.styleSheets].filter((sheet) => sheet.href).map((sheet) => sheet.media.mediaText))).toEqual(['print']);
      expect(await footerBackground(page)).not.toBe('rgba(0, 0, 0, 0)');
    });
  }

  test('the pointer over a link fetches the stylesheet, once, and does not apply it: the page does not change', async ({ page }) => {
    const stylesheets = stylesheetRequests(page);
    await page.goto('/offline', { waitUntil: 'networkidle' });
    await expectReactToOwn(page.locator('header button').first());
    // Where the heading sits on the page (hovering a footer link scrolls the viewport to it).
    const headingTop = () => page.getByRole('heading', { level: 1 }).evaluate((h1) => h1.getBoundingClientRect().top + window.scrollY);
    const heading = await headingTop();
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'About', exact: true }).hover();
    await expect.poll(() => stylesheets.length).toBe(1);
    await footer.getByRole('link', { name: 'Services', exact: true }).hover();
    await page.waitForLoadState('networkidle');
    expect(stylesheets).toHaveLength(1);
    // Fetched, not applied: applying it restyles the page, and a phone's intent is often a finger about to scroll.
    expect(await page.evaluate(() => document.querySelector<HTMLLinkElement>('link[data-deferred-stylesheet]')?.disabled)).toBe(true);
    expect(await headingTop()).toBe(heading);
  });

  test('the own-rules check notices a page that misses some of its rules', async ({ page }) => {
    await page.goto('/about', { waitUntil: 'load' });
    // The rules of the footer's newsletter box only: the rest of the page is unchanged.
    await page.evaluate(() => {
      const style = document.querySelector('style[data-critical-from]');
      if (style) style.textContent = (style.textContent ?? '').replace(/\.basis-52\{[^}]*\}/, '');
    });
    await expect(expectPageStyledByItsOwnRules(page, '/about')).rejects.toThrow('the page by its own rules');
  });

  test('the rule check notices a page without a rule only another engine reads, and one for a bare pseudo-element', async ({ page }) => {
    for (const rule of [/\.\\\[\\&\\:\\:-webkit-details-marker[^{]*\{[^}]*\}/, /::placeholder\{opacity:1\}/]) {
      await page.goto('/contact', { waitUntil: 'load' });
      const removed = await page.evaluate((source) => {
        const style = document.querySelector('style[data-critical-from]');
        const before = style?.textContent ?? '';
        if (style) style.textContent = before.replace(new RegExp(source), '');
        return before !== style?.textContent;
      }, rule.source);
      expect(removed, `${rule}: the page carried it`).toBe(true);
      await expect(expectPageToCarryEveryRuleItUses(page, '/contact')).rejects.toThrow('that the page does not carry');
    }
  });

  test('without the site stylesheet, what the scripts show is styled: a form’s error, an open menu', async ({ page }) => {
    const computed = (locator: Locator, property: string) =>
      locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);
    await page.route('**/*.css', (request) => request.abort());
    await page.goto('/insights');
    const form = sectionTitled(page, 'Get Our Next Outlook by E-mail').getByRole('form', { name: 'Subscribe to our insights' });
    await expectReactToOwn(form);

    await form.getByRole('button').click();
    const status = form.getByRole('status');
    await expect(status).toHaveText(NEWSLETTER_MESSAGES.emptyEmail);
    // Red, not the text colour it would inherit.
    const [red = 0, green = 0] = await textRgb(status);
    expect(red, 'failure text is red').toBeGreaterThan(green + 40);

    const services = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' });
    await services.click();
    const panel = page.locator(`[id="${await services.getAttribute('aria-controls')}"]`);
    await expect(panel).toBeVisible();
    // The list's width (w-72, or w-[32rem] in two columns) is a class no element has until the menu opens.
    expect(['288px', '512px']).toContain(await computed(panel.getByRole('list'), 'width'));
  });

  test('without the site stylesheet, a keyboard visitor sees the site’s focus ring', async ({ page }) => {
    await page.route('**/*.css', (request) => request.abort());
    await page.goto('/about');
    for (let stop = 0; stop < 3; stop += 1) {
      await page.keyboard.press('Tab');
      await expectVisibleFocusRing(page);
    }
  });

  test('a client-side navigation waits for the stylesheet, then keeps it: one copy, one fetch', async ({ page }) => {
    const stylesheets = stylesheetRequests(page);
    // A slow connection: the sheet arrives well after the click that asked for it.
    await page.route('**/*.css', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.goto('/offline', { waitUntil: 'networkidle' });
    await expectReactToOwn(page.locator('header button').first());
    expect(stylesheets).toHaveLength(0);

    // When the sheet loaded and when the next page's heading first showed, in the page's own clock. A full page load
    // would clear these: the navigation must stay in the document.
    await page.evaluate((heading) => {
      const times: Record<string, number> = {};
      (window as unknown as { times: Record<string, number> }).times = times;
      document.querySelector('link[data-deferred-stylesheet]')?.addEventListener('load', () => (times.sheet = performance.now()));
      new MutationObserver(() => {
        if (!times.heading && document.querySelector('h1')?.textContent === heading) times.heading = performance.now();
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    }, `About ${siteConfig.name}`);
    await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).first().click();
    await page.waitForURL('**/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const times = await page.evaluate(() => (window as unknown as { times?: Record<string, number> }).times);
    expect(times?.sheet, 'the sheet loaded in this document').toBeDefined();
    expect(times?.heading, 'the next page rendered in this document').toBeDefined();
    expect(times!.sheet!, 'the sheet before the next page').toBeLessThanOrEqual(times!.heading!);
    expect(await isStyled(page)).toBe(true);
    expect(await page.locator('link[rel="stylesheet"]:not([media="print"])').count()).toBe(1);
    expect(stylesheets).toHaveLength(1);
    // The print sheet's link is the root layout's: the navigation keeps the one there was.
    expect(await page.locator('link[rel="stylesheet"][media="print"]').count()).toBe(1);
  });

  test('when the stylesheet cannot load, a link loads the next page whole, styled by its own rules', async ({ page }) => {
    await page.route('**/*.css', (route) => route.abort());
    await followFooterLinkWithoutSheet(page);
  });

  test('when the stylesheet stalls (never answered), a link still loads the next page whole, once the wait is over', async ({ page }) => {
    // The site's sheet only: the print sheet, which the page fetches at load, would keep the network busy.
    await page.route('**/_next/static/**/*.css', () => undefined);
    await followFooterLinkWithoutSheet(page);
  });
});

/** Follows a footer link from /offline while the site's sheet is refused, and expects a whole page load, styled. */
async function followFooterLinkWithoutSheet(page: Page) {
  await page.goto('/offline', { waitUntil: 'networkidle' });
  await expectReactToOwn(page.locator('header button').first());
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).first().click();
  await page.waitForURL('**/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBeUndefined();
  expect(await isStyled(page)).toBe(true);
  expect(await footerBackground(page)).not.toBe('rgba(0, 0, 0, 0)');
}
