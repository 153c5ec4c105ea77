import { expect, test } from '@playwright/test';
import { peopleRecords } from '../content/people';
import { siteConfig } from '../content/site-config';
import { insightRecords } from '../lib/content/collections';
import { sectionTitled } from './support/sections';

test.describe('the people section on /about', () => {
  test('lists every person with role, background and focus, states the head count, and passes axe', async ({ page }) => {
    await page.goto('/about');
    const section = sectionTitled(page, 'Our People');
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

  for (const { width, perRow } of [
    { width: 1280, perRow: 3 },
    { width: 800, perRow: 2 },
  ]) {
    test(`at ${width} px the cards run ${perRow} to a row, of one width, a short last row centred`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/about');
      const boxes = await sectionTitled(page, 'Our People')
        .getByRole('listitem')
        .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect));
      const list = await sectionTitled(page, 'Our People').getByRole('list').evaluate((ul) => ul.getBoundingClientRect().toJSON() as DOMRect);
      // Node 20 has no Map.groupBy.
      const rows = new Map<number, DOMRect[]>();
      for (const box of boxes) rows.set(Math.round(box.top), [...(rows.get(Math.round(box.top)) ?? []), box]);
      expect([...rows.values()].map((row) => row.length)).toEqual(
        Array.from({ length: Math.ceil(boxes.length / perRow) }, (_, index) => Math.min(perRow, boxes.length - index * perRow)),
      );
      for (const box of boxes) expect(box.width).toBeCloseTo(boxes[0]!.width, 0);
      const last = [...rows.values()].at(-1)!;
      const [left, right] = [last[0]!.left - list.left, list.right - last.at(-1)!.right];
      expect(Math.abs(left - right), 'the last row as far from either side').toBeLessThan(1);
    });
  }

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
  await expect(sectionTitled(page, 'Update, November 2026')).toContainText('Directive (EU) 2026/470');
  await expect(sectionTitled(page, 'Sources').getByRole('listitem')).toHaveCount(insight.sources.length);
  const byline = page.locator('article header').first();
  // Spelled out here with the platform's formatter, not the site's: 'June 9, 2025'.
  const longDate = (isoDate: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(isoDate));
  await expect(byline).toContainText(`Published ${longDate(insight.publishedAt)}`);
  await expect(byline).toContainText(`Reviewed ${longDate(insight.reviewedAt)}`);
});
