import { expect, test } from '@playwright/test';
import { legalDocumentRecords } from '../lib/content/collections';
import { siteConfig } from '../content/site-config';
import { sectionTitled } from './support/sections';

const STAMP = 'Last Updated: January 15, 2025 | Version 2.1';

test.describe('/about', () => {
  test('shows mission, vision, values, presence and a call to action', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`About ${siteConfig.name}`);
    await expect(page.getByRole('heading', { name: 'Our Mission' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our Vision' })).toBeVisible();
    await expect(sectionTitled(page, 'Our Core Values').getByRole('heading', { level: 3 })).toHaveText([
      'Global Perspective',
      'Excellence',
      'Client Focus',
      'Results-Driven',
    ]);
    const presence = sectionTitled(page, 'Global Presence');
    await expect(presence.getByRole('listitem').first()).toContainText('Headquarters');
    await expect(presence.getByRole('listitem').first()).toContainText('Casper, Wyoming');
    await expect(page.getByRole('main').getByRole('link', { name: 'Schedule a Consultation' })).toHaveAttribute('href', '/contact');

    const blocks = await page.locator('main script[type="application/ld+json"]').allTextContents();
    const things = blocks.flatMap((text) => [JSON.parse(text)].flat());
    expect(things.find((thing) => thing['@type'] === 'ProfessionalService')).toMatchObject({ foundingDate: '2020' });
  });
});

test.describe('legal pages', () => {
  for (const legalDocument of legalDocumentRecords) {
    test(`/legal/${legalDocument.slug} shows the document with version and cross-links`, async ({ page }) => {
      const response = await page.goto(`/legal/${legalDocument.slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(legalDocument.title);
      await expect(page.getByText(STAMP, { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: /Back to Home/ })).toHaveAttribute('href', '/');
      await expect(page.getByRole('main').getByRole('heading', { level: 2, name: legalDocument.sections[0]!.heading })).toBeVisible();
      const others = legalDocumentRecords.filter((other) => other.slug !== legalDocument.slug);
      const crossLinks = page.getByRole('navigation', { name: 'Other Legal Documents' }).getByRole('link');
      await expect(crossLinks).toHaveCount(2);
      for (const [index, other] of others.entries()) {
        await expect(crossLinks.nth(index)).toHaveAttribute('href', `/legal/${other.slug}`);
      }
      // Its contents in two columns that read down, as the numbers run: the second entry under the first.
      const entries = page.getByRole('navigation', { name: 'On this page' }).getByRole('listitem');
      const [first, second] = [await entries.nth(0).boundingBox(), await entries.nth(1).boundingBox()];
      expect(second!.x).toBe(first!.x);
      expect(second!.y).toBeGreaterThan(first!.y);
    });
  }

  test('/legal lists the three documents and the breadcrumb leads there', async ({ page }) => {
    await page.goto('/legal/terms-conditions');
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Legal' }).click();
    await expect(page).toHaveURL(/\/legal$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Legal Documents');
    // The page's own links: the breadcrumb bar above them is part of <main> too.
    const links = sectionTitled(page, 'Legal Documents').getByRole('link');
    await expect(links).toHaveCount(3);
    for (const [index, legalDocument] of legalDocumentRecords.entries()) {
      await expect(links.nth(index)).toHaveAttribute('href', `/legal/${legalDocument.slug}`);
      await expect(links.nth(index).getByRole('heading', { level: 2 })).toHaveText(legalDocument.title);
    }
  });

  test('an unknown legal document is the site-wide Page Not Found', async ({ page }) => {
    const response = await page.goto('/legal/cookie-policy');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  });
});
