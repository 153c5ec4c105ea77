import { expect, test } from '@playwright/test';
import { industryRecords, serviceRecords } from '../lib/content/collections';
import { industriesOverview } from '../lib/content/pages';
import { industryPageCopy, industryStatLines } from '../lib/industry-display';
import { sectionTitled } from './support/sections';

const { industryGroups } = industriesOverview;

const STAT_LABELS = ['Experience', 'Projects', 'Specialists', 'Satisfaction'];

test('/industries shows the eight groups with their subsectors, expertise and links', async ({ page }) => {
  const response = await page.goto('/industries');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText(industryGroups.map((g) => g.title));
  for (const [index, group] of industryGroups.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('listitem')).toHaveCount(group.subsectors.length + group.expertise.length + group.industrySlugs.length);
    expect(await card.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(
      group.industrySlugs.map((slug) => `/industries/${slug}`),
    );
  }
  await expect(page.getByRole('main').getByRole('link', { name: 'Schedule a Consultation' })).toHaveAttribute('href', '/contact');
});

for (const industry of industryRecords) {
  test(`/industries/${industry.slug} shows its content, stats, case studies and call to action`, async ({ page }) => {
    const response = await page.goto(`/industries/${industry.slug}`);
    expect(response?.status()).toBe(200);
    const main = page.getByRole('main');

    await expect(main.getByRole('heading', { level: 1 })).toHaveText(industry.title);
    await expect(main.getByRole('link', { name: 'Back to Industries' })).toHaveAttribute('href', '/industries');
    await expect(main.getByText(industry.description)).toBeVisible();

    const image = main.getByRole('img', { name: industry.imageAlt, exact: true });
    await expect(image).toHaveAttribute('data-image-state', 'original');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    await expect(main.locator('dl dt')).toHaveText(STAT_LABELS);
    for (const stat of industryStatLines(industry.stats)) {
      await expect(main.getByText(stat.value, { exact: true })).toBeVisible();
      await expect(main.getByText(stat.note, { exact: true })).toBeVisible();
    }

    await expect(sectionTitled(main, 'Key Trends').getByRole('listitem')).toHaveCount(4);
    await expect(sectionTitled(main, industryPageCopy(industry).servicesHeading).getByRole('heading', { level: 3 })).toHaveText(
      industry.services.map((s) => s.title),
    );
    const caseStudies = sectionTitled(main, /^Case Stud(y|ies)$/).getByRole('article');
    await expect(caseStudies).toHaveCount(industry.caseStudies.length);
    await expect(caseStudies.first().getByRole('heading', { level: 4 })).toHaveText(['Challenge', 'Solution', 'Results']);

    const related = sectionTitled(main, 'Related Services').getByRole('link');
    expect(await related.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(
      industry.relatedServices.map((slug) => `/services/${slug}`),
    );
    for (const slug of industry.relatedServices) expect(serviceRecords.some((s) => s.slug === slug)).toBe(true);

    const lastLink = main.getByRole('link').last();
    await expect(lastLink).toHaveText('Schedule a Consultation');
    await expect(lastLink).toHaveAttribute('href', '/contact');

  });
}

test('manufacturing shows two case studies', async ({ page }) => {
  await page.goto('/industries/manufacturing');
  await expect(sectionTitled(page, 'Case Studies').getByRole('article')).toHaveCount(2);
});

test('the industry artwork comes inside the page: painted with no request that could fail', async ({ page }) => {
  const industry = industryRecords.find((i) => i.slug === 'manufacturing')!;
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/images/')) requested.push(request.url());
  });
  await page.goto(`/industries/${industry.slug}`, { waitUntil: 'networkidle' });
  const image = page.getByRole('main').getByRole('img', { name: industry.imageAlt, exact: true });
  await expect(image).toHaveAttribute('src', /^data:image\/svg\+xml,/);
  expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(image).toHaveAttribute('data-image-state', 'original');
  expect(requested).toEqual([]);
});

test('the artwork travels once: the page RSC payload names its address, which a client navigation fetches', async ({ page, request }) => {
  const industry = industryRecords.find((i) => i.slug === 'manufacturing')!;
  const html = await (await request.get(`/industries/${industry.slug}`)).text();
  expect(html.match(/data:image\/svg\+xml,/g)).toHaveLength(1);
  expect(html).toContain(`\\"src\\":\\"${industry.imageUrl}\\"`);

  await page.goto('/industries');
  const artwork = page.waitForResponse((response) => response.url().endsWith(industry.imageUrl));
  await page.getByRole('main').getByRole('link', { name: new RegExp(industry.name) }).first().click();
  await expect(page).toHaveURL(new RegExp(`/industries/${industry.slug}$`));
  expect((await artwork).status()).toBe(200);
  const image = page.getByRole('main').getByRole('img', { name: industry.imageAlt, exact: true });
  await expect(image).toHaveAttribute('src', industry.imageUrl);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});

test('an unknown industry shows Industry Not Found with status 404', async ({ page }) => {
  const response = await page.goto('/industries/nope');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Industry Not Found');
  await expect(page.getByText(/does not exist or may have been moved/)).toBeVisible();
  const back = page.getByRole('main').getByRole('link', { name: 'Return to Industries' });
  await expect(back).toHaveAttribute('href', '/industries');
  await back.click();
  await expect(page).toHaveURL(/\/industries$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Industries We Serve');
});
