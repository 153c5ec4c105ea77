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
