import { expect, test } from '@playwright/test';
import { siteConfig } from '../content/site-config';
import { escapeRegExp } from '../lib/escape-regexp.mjs';
import { sectionTitled } from './support/sections';

test.describe('home page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test('hero has the headline and both calls to action', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Clarity in Strategy. Power in Execution.');
    const hero = page.locator('section', { has: page.getByRole('heading', { level: 1 }) });
    await expect(hero.getByRole('link', { name: 'Schedule a Consultation' })).toHaveAttribute('href', '/contact');
    await expect(hero.getByRole('link', { name: 'Explore Our Services' })).toHaveAttribute('href', '/services');
  });

  test('the hero art comes in the page itself: it paints with the text, with no request of its own', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.reload({ waitUntil: 'load' });
    const hero = page.locator('section', { has: page.getByRole('heading', { level: 1 }) });
    const art = hero.locator('.hero-art');
    await expect(art).toHaveAttribute('aria-hidden', 'true');
    expect(await art.evaluate((node) => getComputedStyle(node).backgroundImage)).toMatch(/^url\("data:image\/svg\+xml,/);
    // It fills the hero, behind the text.
    const [artBox, heroBox] = await Promise.all([art.boundingBox(), hero.boundingBox()]);
    expect(artBox).toEqual(heroBox);
    // No image in the hero, and every image the page requested (the app icons apart) is an <img> elsewhere on it.
    await expect(hero.locator('img')).toHaveCount(0);
    const imgs = await page.locator('img').evaluateAll((nodes) => nodes.map((node) => new URL((node as HTMLImageElement).src).pathname));
    const images = requests.filter((path) => /\.(?:svg|png|webp|jpe?g|avif)$/.test(path) && !/^\/(?:icon|apple-icon|icons\/)/.test(path));
    expect(images.filter((path) => !imgs.includes(path))).toEqual([]);
  });

  test('intro links to /about', async ({ page }) => {
    await expect(page.getByRole('main').locator('a[href="/about"]')).toBeVisible();
  });

  test('shows six service cards, each linking to its page', async ({ page }) => {
    const section = sectionTitled(page, 'Our Services');
    const links = section.getByRole('heading', { level: 3 }).getByRole('link');
    await expect(links).toHaveCount(6);
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
      '/services/strategy-consulting',
      '/services/operations-improvement',
      '/services/organizational-hr-consulting',
      '/services/digital-transformation',
      '/services/marketing-growth-strategy',
      '/services/ai-solutions',
    ]);
  });

  test('has the four Why Choose points and three testimonials', async ({ page }) => {
    const why = sectionTitled(page, /Why Choose/);
    await expect(why.getByRole('heading', { level: 3 })).toHaveText([
      'Global Perspective',
      'Data-Driven Approach',
      'Personalized Solutions',
      'Results-Focused',
    ]);
    const testimonials = sectionTitled(page, 'What Our Clients Say').locator('figure');
    await expect(testimonials).toHaveCount(3);
    for (const figure of await testimonials.all()) {
      await expect(figure.locator('blockquote')).not.toBeEmpty();
      await expect(figure.locator('figcaption span')).toHaveCount(2);
    }
  });

  test('shows three 2025 insights linking to the named articles and a View All Insights link', async ({ page }) => {
    const section = sectionTitled(page, '2025 Industry Insights');
    const links = section.getByRole('heading', { level: 3 }).getByRole('link');
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
      '/insights/ai-decision-making-2025',
      '/insights/quantum-computing-breakthrough-2025',
      '/insights/autonomous-supply-chains-2025',
    ]);
    await expect(section.getByRole('link', { name: 'View All Insights' })).toHaveAttribute('href', '/insights');
  });

  test('ends with a call to action to /contact', async ({ page }) => {
    const cta = sectionTitled(page, 'Start With One Conversation');
    await expect(cta.getByRole('link')).toHaveAttribute('href', '/contact');
  });

  test('sets title, description, keywords, canonical and structured data', async ({ page }) => {
    await expect(page).toHaveTitle(new RegExp(escapeRegExp(siteConfig.name)));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /business consulting/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https?:\/\/[^/]+\/?$/);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const types = blocks.flatMap((text) => [JSON.parse(text)].flat()).map((item) => item['@type']);
    expect(types).toEqual(expect.arrayContaining(['ProfessionalService', 'WebSite']));
  });

  test('has no breadcrumb bar', async ({ page }) => {
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);
  });
});
