import type { Locator, Page } from '@playwright/test';

/**
 * The section a heading opens. Content sections carry no accessible name (a named one is a landmark, and screen
 * readers announced a page of them), so a test finds one by its heading, as a visitor does.
 */
export function sectionTitled(scope: Page | Locator, name: string | RegExp, options: { exact?: boolean } = {}): Locator {
  return scope.getByRole('heading', { name, ...options }).locator('xpath=ancestor::section[1]');
}
