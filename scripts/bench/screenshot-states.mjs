/**
 * The states a visitor brings about, for `bench:screenshots`: a full-page screenshot shows each page at rest, and a
 * change to the CSS pipeline can as well move the rules of a hovered card, an open menu or a focused field, which
 * each page carries too (lib/performance/script-classes.mjs). Each state is photographed in the viewport, after its
 * action, on both builds.
 * @typedef {{ name: string, route: string, width: number, act: (page: import('playwright-core').Page) => Promise<void> }} ScreenshotState
 */

/** @type {ScreenshotState[]} */
export const SCREENSHOT_STATES = [
  {
    name: 'a service card hovered',
    route: '/services',
    width: 1280,
    act: async (page) => {
      const card = page.locator('article.group').first();
      await card.scrollIntoViewIfNeeded();
      await card.hover();
    },
  },
  {
    name: 'the Services menu open',
    route: '/about',
    width: 1280,
    act: (page) => page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' }).click(),
  },
  {
    name: 'the header once scrolled',
    route: '/about',
    width: 1280,
    act: async (page) => {
      await page.mouse.wheel(0, 600);
      await page.locator('header[data-scrolled="true"]').waitFor();
    },
  },
  {
    name: 'the mobile menu open',
    route: '/about',
    width: 390,
    act: (page) => page.getByRole('button', { name: 'Menu' }).click(),
  },
  {
    name: 'the newsletter field focused',
    route: '/insights',
    width: 1280,
    act: async (page) => {
      const field = page.getByRole('form', { name: 'Subscribe to our insights' }).getByRole('textbox');
      await field.scrollIntoViewIfNeeded();
      await field.focus();
    },
  },
  {
    name: 'the newsletter form with an error',
    route: '/insights',
    width: 1280,
    act: async (page) => {
      const form = page.getByRole('form', { name: 'Subscribe to our insights' });
      await form.getByRole('textbox').scrollIntoViewIfNeeded();
      await form.getByRole('button').click();
      await form.getByRole('status').filter({ hasText: /\S/ }).waitFor();
      await page.mouse.move(0, 0);
    },
  },
];
