import { expect, test, type Page, type Response } from '@playwright/test';
import { FORM_MESSAGES, NEWSLETTER_MESSAGES } from '../lib/newsletter/messages';

/*
 * What a page's scripts carry is what every visitor downloads (the budgets: docs/performance.md). Text only the server
 * uses stays on the server.
 */

/** The text of every script chunk the page loads, once `act` is done and the network is quiet. */
async function scriptTexts(page: Page, path: string, act: () => Promise<void> = async () => {}): Promise<string> {
  const texts: Promise<string>[] = [];
  const collect = (response: Response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/_next/static/chunks/') && url.pathname.endsWith('.js')) texts.push(response.text());
  };
  page.on('response', collect);
  await page.goto(path, { waitUntil: 'networkidle' });
  await act();
  await page.waitForLoadState('networkidle');
  // No body read may start after the last is awaited: one left pending when the test ends fails it.
  page.off('response', collect);
  return (await Promise.all(texts)).join('\n');
}

const SERVER_ONLY = Object.entries(NEWSLETTER_MESSAGES).filter(([key]) => !(key in FORM_MESSAGES));

test("the newsletter form's scripts carry its own words, not the server's answers, which come with their text", async ({ page }) => {
  const scripts = await scriptTexts(page, '/insights', async () => {
    // Focus loads the address check's chunk (the form checks with the server's schema).
    await page.getByRole('contentinfo').getByRole('textbox', { name: 'Email address' }).focus();
  });
  expect(Object.values(FORM_MESSAGES).filter((message) => !scripts.includes(message))).toEqual([]);
  expect(SERVER_ONLY.length).toBeGreaterThan(3);
  expect(SERVER_ONLY.filter(([, message]) => scripts.includes(message)).map(([key]) => key)).toEqual([]);
});

test("the not-found crumb's pattern, which the server fills in, is in no page's scripts", async ({ page }) => {
  // The breadcrumb bar's chunk, on every page for the not-found boundary, shares its placeholder with that pattern.
  const scripts = await scriptTexts(page, '/no-such-page');
  expect(scripts).toContain('Page Not Found');
  expect(scripts.includes('<noscript><span aria-current'), 'the pattern as the server builds it').toBe(false);
});
