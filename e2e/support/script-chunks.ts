import type { Page } from '@playwright/test';

/** The framework's and the site's script chunks: what a weak connection loses or delays. */
export const SCRIPT_CHUNKS = '**/_next/static/chunks/**/*.js';

/** Holds every script chunk request until the returned function is called: the page as sent, before it hydrates. */
export async function holdScriptChunks(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(SCRIPT_CHUNKS, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
