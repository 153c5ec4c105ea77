import { expect, test, type Page } from '@playwright/test';
import { openWithoutScripts } from './support/no-script';
import { CSS_FEATURES, withoutCss } from './support/older-browsers';

/**
 * Where an element is drawn, or null if it is not. Playwright's locators skip what is inside a <noscript> (its text and
 * role engines treat it as script), so the stand-ins are found with the DOM's own selectors.
 */
function drawnBox(page: Page, selector: string) {
  return page.evaluate((css) => {
    const element = document.querySelector(css);
    const box = element?.getBoundingClientRect();
    return box && box.width > 0 && box.height > 0 ? { x: box.x + box.width / 2, y: box.y + box.height / 2, text: element!.textContent?.trim() ?? '' } : null;
  }, selector);
}

/** Clicks where the element is drawn, as a visitor does, and waits for the page it leads to. */
async function clickDrawn(page: Page, selector: string) {
  const box = await drawnBox(page, selector);
  expect(box, selector).not.toBeNull();
  await page.mouse.click(box!.x, box!.y);
}

/** What a visitor without JavaScript can reach from the header, and what the search page offers them. */
test.describe('without JavaScript', () => {
  test('on a wide screen the Services and Industries menus are links to their overview pages', async ({ playwright, launchOptions, baseURL }) => {
    const { browser, page } = await openWithoutScripts(playwright, launchOptions, { baseURL, viewport: { width: 1280, height: 800 } });
    for (const [path, heading] of [
      ['/services', /services/i],
      ['/industries', /industr/i],
    ] as const) {
      await page.goto('/about');
      // The menus' buttons, which could open nothing, are not shown.
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button')).toHaveCount(0);
      const link = `nav[aria-label="Main"] a[href="${path}"]`;
      expect((await drawnBox(page, link))?.text).toBe(path === '/services' ? 'Services' : 'Industries');
      await clickDrawn(page, link);
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      expect(await page.locator('html').evaluate((_, css) => document.querySelector(css)?.getAttribute('aria-current'), link)).toBe('page');
    }
    await browser.close();
  });

  test('on a phone the menu icon leads to the footer, whose links reach every section', async ({ playwright, launchOptions, baseURL }) => {
    const { browser, page } = await openWithoutScripts(playwright, launchOptions, { baseURL, viewport: { width: 390, height: 844 } });
    await page.goto('/about');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Menu' })).toBeHidden();
    // The toggle as the server sends it: a link, which the scripts would make a button.
    await clickDrawn(page, 'header a[href="#site-footer"]');
    await expect(page).toHaveURL(/\/about#site-footer$/);
    const footer = page.getByRole('contentinfo');
    for (const name of ['Home', 'About', 'Services', 'Industries', 'Insights', 'Contact']) {
      await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: 'Industries', exact: true })).toBeInViewport();
    await browser.close();
  });

  test('the search page shows only its notice and the overview links, no box that cannot search', async ({ playwright, launchOptions, baseURL }) => {
    const { browser, page } = await openWithoutScripts(playwright, launchOptions, { baseURL });
    await page.goto('/search?q=ai');
    expect((await drawnBox(page, 'main noscript p'))?.text).toBe('Search needs JavaScript, which is turned off in your browser.');
    expect(await drawnBox(page, 'main noscript a[href="/industries"]')).not.toBeNull();
    await expect(page.getByRole('searchbox')).toBeHidden();
    await expect(page.getByText('Show results from')).toBeHidden();
    await expect(page.getByText('Type a word or two')).toBeHidden();
    await browser.close();
  });
});

test('without JavaScript in a browser without the scripting media feature (Chrome 111-119, Safari 16.4): no button that opens nothing, no box that cannot search, the links and stand-ins shown', async ({ playwright, launchOptions, baseURL }) => {
  const { browser, page } = await openWithoutScripts(playwright, launchOptions, { baseURL, viewport: { width: 390, height: 844 } });
  await withoutCss(page, CSS_FEATURES.scripting);
  await page.goto('/about');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Menu' })).toBeHidden();
  expect(await drawnBox(page, 'header a[href="#site-footer"]')).not.toBeNull();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button')).toHaveCount(0);
  expect((await drawnBox(page, 'nav[aria-label="Main"] a[href="/services"]'))?.text).toBe('Services');
  await page.goto('/search?q=ai');
  await expect(page.getByRole('searchbox')).toBeHidden();
  // The not-found page's last crumb, the visitor's own path, written into its <noscript> by the server.
  await page.goto('/services/no-such-service');
  expect((await drawnBox(page, 'nav[aria-label="Breadcrumb"] li:last-child'))?.text).toMatch(/No Such Service/);
  await browser.close();
});

test('with JavaScript the header carries no stand-in, and its menus are buttons with no link left', async ({ page }) => {
  await page.goto('/about');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('button', { name: 'Services' })).toBeVisible();
  // The links the server sent are the buttons' own elements until hydration: nothing to hide or leave behind.
  expect(await page.locator('header noscript').count()).toBe(0);
  await expect(page.getByRole('banner').locator('a[href="/services"], a[href="/industries"], a[href="#site-footer"]')).toHaveCount(0);
});
