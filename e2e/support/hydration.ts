import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The page has hydrated: Next's router has made its first commit, which writes the router's state into the history
 * entry (`__NA`, next/dist/client/components/app-router.js). `window.next` alone is set before hydration starts, and on
 * a slow or busy machine network idle comes before the commit (with the CPU slowed 6x, history.state was still null).
 */
export function waitForHydration(page: Page) {
  return page.waitForFunction(() => (window.history.state as { __NA?: boolean } | null)?.__NA === true);
}

/** React has taken over this element (its props are on the node): a click now goes to React, not the browser's default. */
export async function expectReactToOwn(element: Locator) {
  await expect.poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps')))).toBe(true);
}
