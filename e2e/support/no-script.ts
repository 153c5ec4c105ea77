import type { Browser, LaunchOptions, Page, PlaywrightWorkerArgs, ViewportSize } from '@playwright/test';

/**
 * A page in a browser whose settings turn scripting off. Playwright's javaScriptEnabled: false still has Chromium parse
 * <noscript> as if scripts ran, and CSS's `scripting` media feature still match "enabled"; this browser does neither,
 * as a visitor's browser without JavaScript.
 */
export async function openWithoutScripts(
  playwright: PlaywrightWorkerArgs['playwright'],
  launchOptions: LaunchOptions,
  options: { baseURL?: string; viewport?: ViewportSize },
): Promise<{ browser: Browser; page: Page }> {
  const browser = await playwright.chromium.launch({ ...launchOptions, args: [...(launchOptions.args ?? []), '--blink-settings=scriptEnabled=false'] });
  const page = await browser.newPage(options);
  return { browser, page };
}
