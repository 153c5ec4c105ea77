import { expect, test, type Locator, type Page } from '@playwright/test';
import { NEWSLETTER_MESSAGES } from '../lib/newsletter/messages';
import { textRgb } from './support/colour';
import { expectFirstScreenStyledByThePage } from './support/first-screen';
import { expectReactToOwn } from './support/hydration';
import { expectVisibleFocusRing } from './support/keyboard';

/*
 * Each prerendered page carries the rules its first screen uses in a <style> at the end of its <head>, and the
 * site's stylesheet loads from a <link> after it, which blocks no paint (lib/performance/critical-css.mjs;
 * docs/performance.md). A script puts that link in the document once the page has loaded (or at the first scroll);
 * without JavaScript a <noscript> copy loads it (lib/performance/deferred-stylesheet.mjs). React adopts the link, so
 * styles hold through client-side navigation with no second copy. A stylesheet only some pages link is inlined whole,
 * its link disabled and for no media (never fetched). What every page's HTML carries, and that its first screen does
 * not change when the stylesheet lands, is checked on each route's one load: e2e/every-route.spec.ts (desktop) and
 * e2e/every-template.mobile.spec.ts (390 px).
 */
/** Set by app/globals.css; without it the browser's default serif would show. */
const isStyled = (page: Page) => page.evaluate(() => getComputedStyle(document.body).fontFamily.startsWith('ui-sans-serif, system-ui'));
/** The footer's background comes from the stylesheet on a long page, not from the rules the page carries. */
const footerBackground = (page: Page) => page.getByRole('contentinfo').evaluate((footer) => getComputedStyle(footer).backgroundColor);

test.describe('critical CSS', () => {
  test('without JavaScript the page is styled, and its stylesheet loads from the <noscript> copy', async ({ playwright, launchOptions, baseURL }) => {
    // With Playwright's javaScriptEnabled: false, Chromium still parses <noscript> as if scripts ran (e2e/search.spec.ts).
    // A browser whose settings turn scripting off parses it as a visitor's browser without JavaScript does.
    const browser = await playwright.chromium.launch({ ...launchOptions, args: [...(launchOptions.args ?? []), '--blink-settings=scriptEnabled=false'] });
    const page = await browser.newPage({ baseURL });
    const stylesheets: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.url().endsWith('.css')) stylesheets.push(request.url());
    });
    await page.goto('/insights', { waitUntil: 'networkidle' });
    expect(await page.evaluate(() => typeof document.querySelector('noscript')?.firstElementChild), 'scripting is off').toBe('object');
    expect(await isStyled(page)).toBe(true);
    expect(stylesheets).toHaveLength(1);
    expect(await footerBackground(page)).not.toBe('rgba(0, 0, 0, 0)');
    await browser.close();
  });

  // A long page, whose footer's rules are left to the stylesheet; and the home page, whose hero art's sheet is inlined
  // whole and must never be fetched.
  for (const route of ['/insights', '/']) {
    test(`${route}: the stylesheet waits for the page to load, then loads once`, async ({ page }) => {
      const stylesheets: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('.css')) stylesheets.push(request.url());
      });
      // Not `networkidle` alone: on two busy cores the network can sit idle for 500 ms while the page still runs its
      // scripts, before the load event that enables the sheet (it failed that way on 2026-11-26, 1 load in 3).
      await page.goto(route, { waitUntil: 'load' });
      await expect.poll(() => stylesheets.length).toBe(1);
      await page.waitForLoadState('networkidle');
      expect(stylesheets).toHaveLength(1);
      const timing = await page.evaluate((url) => ({
        loadEvent: performance.getEntriesByType('navigation')[0]?.toJSON().loadEventStart as number,
        requested: performance.getEntriesByName(url)[0]?.startTime,
      }), stylesheets[0]!);
      expect(timing.requested, 'requested at the load event, not before').toBeGreaterThanOrEqual(timing.loadEvent);
      expect(await footerBackground(page)).not.toBe('rgba(0, 0, 0, 0)');
    });
  }

  test('the first-screen check notices a page whose own rules miss its first screen', async ({ page }) => {
    await page.goto('/about', { waitUntil: 'load' });
    await page.evaluate(() => document.querySelector('style[data-critical-from]')?.remove());
    await expect(expectFirstScreenStyledByThePage(page, '/about')).rejects.toThrow('the first screen before the stylesheet');
  });

  test('a first scroll before the load event enables the stylesheet', async ({ page }) => {
    // The page's load event waits for a script file held back here; the visitor scrolls meanwhile.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/insights', { waitUntil: 'domcontentloaded' });
    const disabled = () => page.evaluate(() => document.querySelector<HTMLLinkElement>('link[data-deferred-stylesheet]')?.disabled);
    expect(await disabled()).toBe(true);
    await page.mouse.wheel(0, 1200);
    await expect.poll(disabled).toBe(false);
    release();
  });

  test('before the stylesheet arrives, what the scripts show is styled: a form’s error, an open menu', async ({ page }) => {
    const computed = (locator: Locator, property: string) =>
      locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);
    await page.route('**/*.css', (request) => request.abort());
    await page.goto('/insights');
    const form = page.getByRole('region', { name: 'Get Our Next Outlook by E-mail' }).getByRole('form', { name: 'Subscribe to our insights' });
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

  test('before the stylesheet arrives, a keyboard visitor already sees the site’s focus ring', async ({ page }) => {
    await page.route('**/*.css', (request) => request.abort());
    await page.goto('/about');
    for (let stop = 0; stop < 3; stop += 1) {
      await page.keyboard.press('Tab');
      await expectVisibleFocusRing(page);
    }
  });

  test('a client-side navigation keeps the styles and fetches no second stylesheet', async ({ page }) => {
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.css')) stylesheets.push(request.url());
    });
    await page.goto('/offline', { waitUntil: 'networkidle' });
    // Hydrated: React has taken over the header's menu button.
    await expectReactToOwn(page.locator('header button').first());
    expect(stylesheets).toHaveLength(1);

    // A full page load would clear this: the navigation must stay in the document.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).first().click();
    await page.waitForURL('**/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(await isStyled(page)).toBe(true);
    expect(await page.locator('link[rel="stylesheet"]').count()).toBe(1);
    expect(stylesheets).toHaveLength(1);
  });
});
