import { expect, type Page } from '@playwright/test';
import { META_DESCRIPTION_LENGTH } from '../../content/schemas';
import { siteConfig } from '../../content/site-config';
import { TITLE_TAG_MAX } from '../../lib/content/lengths';
import { escapeRegExp } from '../../lib/escape-regexp.mjs';
import { siteRoute } from '../../lib/site-routes';
import { UNKNOWN_SLUG } from '../../lib/unknown-slug.mjs';

const escapedSiteUrl = siteConfig.url.replace(/[.]/g, '\\.');

/** The production URL of a route: the home page's is the bare origin, as the sitemap and the structured data name it. */
const canonicalOf = (route: string) => (route === '/' ? siteConfig.url : `${siteConfig.url}${route}`);

/**
 * The card Next serves for the route's own opengraph-image.tsx. Where Next names it, the query is its content hash; a page
 * under a `[slug]` segment names its card itself, without one (lib/og-card.ts).
 */
const ogImageOf = (route: string) => new RegExp(`^${escapedSiteUrl}${route === '/' ? '' : route}/opengraph-image(?:\\?[0-9a-f]+)?$`);

/**
 * What the card at an image URL draws (lib/site-routes.ts), in its order: section, headline, then the firm. A section's
 * not-found view (its reserved slug) shows the section's card (slugCardPath in components/seo/og-image.tsx).
 */
function cardAltOf(imageUrl: string): string {
  const cardPage = new URL(imageUrl).pathname.replace(/\/?opengraph-image$/, '').replace(new RegExp(`/${UNKNOWN_SLUG}$`), '') || '/';
  const card = siteRoute(cardPage);
  if (!card) throw new Error(`${imageUrl} is not the card of a page`);
  return `${card.section}: ${card.headline} | ${siteConfig.name}`;
}

/** A link preview's image alt text, Open Graph's and Twitter's, describes the card its image is; returned. */
export async function expectCardAltText(page: Page): Promise<string> {
  const head = page.locator('head');
  const alt = cardAltOf((await head.locator('meta[property="og:image"]').getAttribute('content'))!);
  await expect(head.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', alt);
  await expect(head.locator('meta[name="twitter:image:alt"]')).toHaveAttribute('content', alt);
  return alt;
}

/** A loaded page of the sitemap has its title, description, canonical URL, link-preview card and structured data. */
export async function expectDescribedForSearchEngines(page: Page, route: string): Promise<void> {
  const name = escapeRegExp(siteConfig.name);
  await expect(page).toHaveTitle(new RegExp(`\\S.* \\| ${name}$|^${name} \\| `));
  // Whole in a search result, which cuts a title at about 60 characters.
  const title = await page.title();
  expect(title.length, `the title "${title}" is at most ${TITLE_TAG_MAX} characters`).toBeLessThanOrEqual(TITLE_TAG_MAX);
  const head = page.locator('head');
  // Whole in a search result, which shows about 155 characters; the same text in link previews.
  const { min, max } = META_DESCRIPTION_LENGTH;
  const description = await head.locator('meta[name="description"]').getAttribute('content');
  expect(description?.length, `the description "${description}" is ${min}-${max} characters`).toBeGreaterThanOrEqual(min);
  expect(description!.length, `the description "${description}" is ${min}-${max} characters`).toBeLessThanOrEqual(max);
  await expect(head.locator('meta[property="og:description"]')).toHaveAttribute('content', description!);
  await expect(head.locator('meta[name="twitter:description"]')).toHaveAttribute('content', description!);
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', canonicalOf(route));
  await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', canonicalOf(route));
  await expect(head.locator('meta[property="og:image"]')).toHaveAttribute('content', ogImageOf(route));
  await expect(head.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
  await expect(head.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630');
  await expect(head.locator('meta[name="twitter:image"]')).toHaveAttribute('content', ogImageOf(route));
  // The card is the page's own (above), so its alt text names the page's headline; a page of a section (a service, an
  // article) has that headline as its heading, the words a visitor reads on it.
  const alt = await expectCardAltText(page);
  if (route.split('/').length > 2) expect(alt).toContain((await page.getByRole('heading', { level: 1 }).textContent())?.replace(/\s+/g, ' ').trim());
  await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  await expect(head.locator('meta[name="robots"]')).toHaveCount(0);

  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(blocks.length).toBeGreaterThan(0);
  const things = blocks.flatMap((text) => [JSON.parse(text)].flat());
  for (const thing of things) {
    expect(thing['@context']).toBe('https://schema.org');
    expect(typeof thing['@type']).toBe('string');
  }
  const types = things.map((thing) => thing['@type']);
  // Every page but the home page shows breadcrumbs, so it describes them.
  if (route !== '/') expect(types).toContain('BreadcrumbList');
  // The home page has one URL wherever the page names it: the canonical link's.
  const homeUrls = things.flatMap((thing) => [
    ...(['WebSite', 'ProfessionalService'].includes(thing['@type']) ? [thing.url] : []),
    ...(thing['@type'] === 'BreadcrumbList' ? [thing.itemListElement[0].item] : []),
  ]);
  for (const url of homeUrls) expect(url).toBe(siteConfig.url);
  if (route === '/' || route === '/about') {
    const org = things.find((thing) => thing['@type'] === 'ProfessionalService');
    expect(org?.foundingDate).toBe('2020');
    expect(org?.address?.addressLocality).toBe('Casper');
  }
  if (/^\/services\/./.test(route)) expect(types).toContain('Service');
  if (/^\/insights\/./.test(route)) {
    expect(types).toContain('Article');
    // Each image the article names is served here, as an image (the card and the illustration).
    const article = things.find((thing) => thing['@type'] === 'Article');
    for (const image of [article.image].flat() as string[]) {
      const response = await page.request.get(new URL(image).pathname);
      expect(response.status(), image).toBe(200);
      expect(response.headers()['content-type'], image).toMatch(/^image\//);
    }
  }
  if (route === '/contact') expect(types).toContain('FAQPage');
}

type RobotsTags = { now: number; most: number };

/**
 * Counts the head's robots tags from the first byte on: how many it holds now, and the most it held at any moment
 * (Next and React each add one to a not-found page, one from the server, one as the page hydrates).
 */
export async function watchRobotsTags(page: Page): Promise<() => Promise<RobotsTags>> {
  await page.addInitScript(() => {
    const count = () => document.querySelectorAll('head meta[name="robots"]').length;
    const watched = { most: 0 };
    (window as unknown as { __robotsTags: typeof watched }).__robotsTags = watched;
    new MutationObserver(() => (watched.most = Math.max(watched.most, count()))).observe(document, { childList: true, subtree: true });
  });
  return () =>
    page.evaluate(() => ({
      now: document.querySelectorAll('head meta[name="robots"]').length,
      most: (window as unknown as { __robotsTags: { most: number } }).__robotsTags.most,
    }));
}
