import { expect, test } from '@playwright/test';

/*
 * The site in print (public/print.css, linked for print only: lib/performance/print-stylesheet.mjs).
 */
test.describe('print', () => {
  test('the print sheet is cached for a year at an address that changes with its text', async ({ page, request }) => {
    await page.goto('/offline');
    const href = await page.locator('link[rel="stylesheet"][media="print"]').getAttribute('href');
    expect(href).toMatch(/^\/print\.css\?v=[0-9a-f]{10}$/);
    const response = await request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/css/);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
