import { expect, test, type Locator } from '@playwright/test';
import { serviceLinks } from '../lib/content/navigation';
import { sectionTitled } from './support/sections';

/*
 * Layout between the phone (390 px) and the desktop (1280 px) the other specs load: a tablet in portrait (768), a
 * small laptop (1024) and a wide screen (1440). Each check is one a visual review at those widths found broken.
 */

/** How many lines an element's text runs to: the distinct tops of its text's boxes. */
const lineCount = (locator: Locator) =>
  locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size;
  });

/** How many of a list's items share its first row. */
async function perFirstRow(list: Locator) {
  const tops = await list.locator(':scope > li').evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
  return tops.filter((top) => top === tops[0]).length;
}

test('the footer: at 768 px the copyright and the legal links each on one line; at 1024 px each service on one line', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 900 });
  await page.goto('/about');
  const footer = page.getByRole('contentinfo');
  expect(await lineCount(footer.getByText(/All rights reserved/))).toBe(1);
  const legal = await footer.getByRole('link', { name: /^(Terms of Service|Privacy Policy|Terms & Conditions)$/ }).evaluateAll((links) =>
    links.map((link) => Math.round(link.getBoundingClientRect().top)),
  );
  expect(new Set(legal).size, 'the three legal links in one row').toBe(1);

  await page.setViewportSize({ width: 1024, height: 900 });
  for (const { label } of serviceLinks) expect(await lineCount(footer.getByRole('link', { name: label, exact: true })), label).toBe(1);
});

test("an article's title and text are one column, centred under the wider picture, at 1440 px", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/insights/vr-workplace-2025');
  const box = (locator: Locator) => locator.evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect);
  const [title, text, picture] = [
    await box(page.getByRole('heading', { level: 1 })),
    await box(page.locator('article .prose-body')),
    await box(page.locator('article img').first()),
  ];
  expect(text.left).toBe(title.left);
  // Before, the text ran 64 px from the picture's left edge and 232 px from its right.
  expect(Math.abs(text.left - picture.left - (picture.right - text.right)), 'the margins either side of the text').toBeLessThan(64);
});

test('the AI portfolio on /services runs two to a row at 1024 px, four at 1280 px', async ({ page }) => {
  for (const [width, perRow] of [
    [1024, 2],
    [1280, 4],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/services');
    expect(await perFirstRow(sectionTitled(page, 'AI Solutions Portfolio').getByRole('list').first()), `${width} px`).toBe(perRow);
  }
});

test('three article cards run three to a row at 768 px (the home page, Related Articles); six run two to a row', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 900 });
  await page.goto('/');
  expect(await perFirstRow(sectionTitled(page, '2025 Industry Insights').getByRole('list'))).toBe(3);
  await page.goto('/insights/vr-workplace-2025');
  expect(await perFirstRow(sectionTitled(page, 'Related Articles').getByRole('list').last())).toBe(3);
  await page.goto('/insights');
  expect(await perFirstRow(page.locator('main ul[data-pagefind-ignore]').first())).toBe(2);
});

test('at 1440 px an FAQ answer and a search excerpt keep a reading measure (68 characters of 0)', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  /** The element's width against 68 zeros in its own font. */
  const measure = (locator: Locator) =>
    locator.evaluate((element) => {
      const probe = document.createElement('span');
      probe.textContent = '0'.repeat(68);
      probe.style.cssText = 'position:absolute;visibility:hidden;white-space:nowrap';
      element.append(probe);
      const width = probe.getBoundingClientRect().width;
      probe.remove();
      return element.getBoundingClientRect().width / width;
    });
  await page.goto('/contact');
  const faq = page.locator('details').first();
  await faq.locator('summary').click();
  expect(await measure(faq.locator('p'))).toBeLessThanOrEqual(1);
  await page.goto('/search?q=tariffs');
  // The excerpt is the paragraph that holds the highlighted words.
  const excerpt = page.getByRole('main').locator('p', { has: page.locator('mark') }).first();
  await expect(excerpt).toBeVisible();
  expect(await measure(excerpt)).toBeLessThanOrEqual(1);
});
