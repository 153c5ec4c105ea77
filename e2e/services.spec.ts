import { expect, test } from '@playwright/test';
import { industryRecords, serviceRecords } from '../lib/content/collections';
import { SPEC_AI_PORTFOLIO } from './support/spec-constants';
import { sectionTitled } from './support/sections';

test.describe('/services', () => {
  test('shows the core services, AI portfolio, industries, differentiators and a call to action', async ({ page }) => {
    const response = await page.goto('/services');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const core = sectionTitled(page, 'Core Services');
    const serviceLinks = core.getByRole('heading', { level: 3 }).getByRole('link');
    await expect(serviceLinks).toHaveCount(6);
    expect(await serviceLinks.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(
      serviceRecords.map((s) => `/services/${s.slug}`),
    );

    const portfolio = sectionTitled(page, 'AI Solutions Portfolio');
    await expect(portfolio.getByRole('heading', { level: 3 })).toHaveText(SPEC_AI_PORTFOLIO);
    for (const card of await portfolio.getByRole('article').all()) await expect(card.getByRole('listitem')).toHaveCount(4);
    await expect(portfolio.getByRole('link', { name: 'Explore AI Solutions' })).toHaveAttribute('href', '/services/ai-solutions');

    const industries = sectionTitled(page, 'Industry Expertise');
    await expect(industries.getByText(/credentials held by our consultants/)).toBeVisible();
    const industryLinks = industries.getByRole('heading', { level: 3 }).getByRole('link');
    await expect(industryLinks).toHaveCount(6);
    for (const href of await industryLinks.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
      expect(industryRecords.map((i) => `/industries/${i.slug}`)).toContain(href);
    }
    await expect(industries.getByRole('heading', { name: 'Consultant certifications' })).toHaveCount(6);

    await expect(sectionTitled(page, 'What Sets Us Apart').getByRole('heading', { level: 3 })).toHaveCount(4);
    await expect(page.getByRole('main').getByRole('link', { name: 'Schedule a Consultation' })).toHaveAttribute('href', '/contact');
  });

  test('an industry card opens its industry page', async ({ page }) => {
    await page.goto('/services');
    await sectionTitled(page, 'Industry Expertise').getByRole('link', { name: 'Healthcare', exact: true }).click();
    await expect(page).toHaveURL(/\/industries\/healthcare$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

for (const service of serviceRecords) {
  test(`/services/${service.slug} shows its content, links and call to action`, async ({ page }) => {
    const response = await page.goto(`/services/${service.slug}`);
    expect(response?.status()).toBe(200);
    const main = page.getByRole('main');

    await expect(main.getByRole('heading', { level: 1 })).toHaveText(service.title);
    await expect(main.getByRole('link', { name: 'Back to Services' })).toHaveAttribute('href', '/services');
    await expect(main.getByText(service.description)).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'Transform Your Business' })).toBeVisible();
    await expect(sectionTitled(main, 'Key Benefits').getByRole('heading', { level: 3 })).toHaveText(
      service.benefits.map((b) => b.title),
    );
    await expect(sectionTitled(main, 'Proven Results').getByRole('listitem')).toHaveText(service.results);
    // The region opens with its words and heading; the image sits beside it, not read first inside it.
    await expect(sectionTitled(main, 'Proven Results').getByRole('img')).toHaveCount(0);

    const image = main.getByRole('img', { name: `${service.title} consulting`, exact: true });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    const portfolio = sectionTitled(main, 'Our AI Solutions Portfolio');
    if (service.aiServices) {
      await expect(portfolio.getByRole('heading', { level: 3 })).toHaveText(service.aiServices.map((a) => a.title));
      await expect(portfolio.getByText('Key Features:')).toHaveCount(6);
    } else {
      await expect(portfolio).toHaveCount(0);
      await expect(main.getByText('Key Features:')).toHaveCount(0);
    }

    const related = sectionTitled(main, 'Industries We Serve').getByRole('link');
    expect(await related.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(
      service.relatedIndustries.map((slug) => `/industries/${slug}`),
    );

    const lastLink = main.getByRole('link').last();
    await expect(lastLink).toHaveText('Schedule a Consultation');
    await expect(lastLink).toHaveAttribute('href', '/contact');

  });
}

test('an unknown service shows Service Not Found with status 404', async ({ page }) => {
  const response = await page.goto('/services/nope');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Service Not Found');
  await expect(page.getByText(/does not exist or may have been moved/)).toBeVisible();
  const back = page.getByRole('main').getByRole('link', { name: 'Return to Services' });
  await expect(back).toHaveAttribute('href', '/services');
  await back.click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(sectionTitled(page, 'Core Services')).toBeVisible();
});
