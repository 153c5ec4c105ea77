import { expect, test, type Page } from '@playwright/test';

const queued = (page: Page) => page.evaluate(() => JSON.stringify((window as unknown as { vaq?: unknown[] }).vaq ?? []));

test.describe('analytics', () => {
  test('off Vercel the tracker loads without a console error and queues a page view per route change', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect.poll(() => queued(page)).toContain('"path":"/"');
    await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => queued(page)).toContain('"path":"/about"');
    expect(errors).toEqual([]);
  });

  test('the tracker is handed a filter that keeps newsletter tokens and search queries out of every URL it sends', async ({ page }) => {
    await page.goto('/search?q=jane+doe&section=Insights', { waitUntil: 'networkidle' });
    await expect.poll(() => queued(page)).toContain('"path":"/search"');
    const sent = await page.evaluate(() => {
      type Filter = (event: { type: string; url: string }) => { url: string } | null;
      const entry = ((window as unknown as { vaq?: [string, unknown][] }).vaq ?? []).find(([name]) => name === 'beforeSend');
      const filter = entry?.[1] as Filter | undefined;
      return filter && [location.href, `${location.origin}/newsletter/unsubscribe?token=Itq5uYiXqhLOBbFfd98kyIentVkbMfH6FneH6gaPuSc`].map((url) => filter({ type: 'pageview', url })?.url);
    });
    expect(sent).toEqual([`${new URL(page.url()).origin}/search?section=Insights`, `${new URL(page.url()).origin}/newsletter/unsubscribe`]);
  });

  test('a blocked analytics script breaks nothing and logs no error', async ({ page }) => {
    await page.route('**/_vercel/insights/**', (route) => route.abort('blockedbyclient'));
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    await page.goto('/contact', { waitUntil: 'networkidle' });
    await expect.poll(() => queued(page)).toContain('"name":"consultation_request"');
    await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
