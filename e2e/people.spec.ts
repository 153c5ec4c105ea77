import { expect, test } from '@playwright/test';
import { peopleRecords } from '../content/people';
import { siteConfig } from '../content/site-config';
import { insightRecords } from '../lib/content/collections';

test.describe('the people section on /about', () => {
  test('lists every person with role, background and focus, states the head count, and passes axe', async ({ page }) => {
    await page.goto('/about');
    const section = page.getByRole('region', { name: 'Our People' });
    await expect(section).toContainText(`All ${siteConfig.headCount} of us`);
    const cards = section.getByRole('article');
    await expect(cards).toHaveCount(peopleRecords.length);
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(peopleRecords.map((p) => p.name));
    for (const [index, person] of peopleRecords.entries()) {
      const card = cards.nth(index);
      await expect(card).toContainText(person.role);
      await expect(card).toContainText(person.background);
      await expect(card).toContainText(person.focus);
    }
    await expect(section.locator('img')).toHaveCount(0);

    const nodes = await page.locator('main script[type="application/ld+json"]').evaluateAll((scripts) =>
      scripts.flatMap((s) => [JSON.parse(s.textContent ?? '[]')].flat()),
    );
    expect(nodes.filter((n) => n['@type'] === 'Person').map((n) => n.name)).toEqual(peopleRecords.map((p) => p.name));
  });

  test("an article byline leads to its author's card, scrolled into view below the fixed header", async ({ page }) => {
    const insight = insightRecords.find((record) => record.slug === 'sustainable-business-2025')!;
    const author = peopleRecords.find((person) => person.slug === insight.authorSlug)!;
    await page.goto(`/insights/${insight.slug}`);
    await page.locator('article header').getByRole('link', { name: author.name }).click();
    await expect(page).toHaveURL(new RegExp(`/about#person-${author.slug}$`));
    const card = page.getByRole('article', { name: author.name });
    await expect(card).toBeInViewport();
    // The fixed header must not cover the card's heading.
    const headerBottom = await page.getByRole('banner').evaluate((h) => h.getBoundingClientRect().bottom);
    const cardTop = await card.evaluate((el) => el.getBoundingClientRect().top);
    expect(cardTop).toBeGreaterThanOrEqual(headerBottom - 1);
  });
});

test('an article shows its update note, sources and both dates', async ({ page }) => {
  const insight = insightRecords.find((record) => record.slug === 'sustainable-business-2025')!;
  await page.goto(`/insights/${insight.slug}`);
  await expect(page.getByRole('complementary', { name: 'Update, November 2026' })).toContainText('Directive (EU) 2026/470');
  await expect(page.getByRole('region', { name: 'Sources' }).getByRole('listitem')).toHaveCount(insight.sources.length);
  const byline = page.locator('article header').first();
  // Spelled out here with the platform's formatter, not the site's: 'June 9, 2025'.
  const longDate = (isoDate: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(isoDate));
  await expect(byline).toContainText(`Published ${longDate(insight.publishedAt)}`);
  await expect(byline).toContainText(`Reviewed ${longDate(insight.reviewedAt)}`);
});
