import { siteConfig } from '@/content/site-config';
import { legalLinks, primaryLinks, serviceLinks } from '@/lib/content/navigation';
import { insightCards } from '@/lib/content/insights';
import { servicesOverview } from '@/lib/content/pages';
import { allServices } from '@/lib/content/services';
import { SPEC_MINIMUM_MARKUP, SPEC_MINIMUM_PAGES } from '@/scripts/bench/floor/app/(floor)/spec-minimum/spec-minimum-markup.js';

/*
 * The ladder's lowest content rung claims to be the shared layout with only what the spec requires of it
 * (section 2, "Shared layout"), unstyled. If the site's links or contact details change, or someone dresses the
 * rung up, its figure stops meaning that; these tests say so.
 */

function parse(markup: string = SPEC_MINIMUM_MARKUP) {
  const holder = document.createElement('div');
  holder.innerHTML = markup;
  return holder;
}

const hrefs = (root: Element | null) => [...(root?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href'));

test('the header: logo link, the four desktop links, both dropdown toggles, the call to action, the menu toggle', () => {
  const header = parse().querySelector('header');
  expect(hrefs(header)).toEqual(['/', ...primaryLinks.map((link) => link.href), '/contact']);
  expect([...(header?.querySelectorAll('button') ?? [])].map((button) => button.textContent)).toEqual(['Services', 'Industries', 'Menu']);
  expect(header?.textContent).toContain('Schedule a Consultation');
});

test('the footer: exactly the links the spec lists, the subscribe form, contact details, three social links, the year', () => {
  const footer = parse().querySelector('footer');
  const social = siteConfig.social.map((profile) => profile.href);
  expect(hrefs(footer)).toEqual([
    '/', '/about', '/services', '/insights', '/contact',
    ...serviceLinks.map((link) => link.href),
    ...legalLinks.map((link) => link.href),
    `mailto:${siteConfig.email}`, `tel:${siteConfig.phone.e164}`,
    ...social,
  ]);
  expect(footer?.querySelector('form input[type="email"]')).not.toBeNull();
  expect(footer?.querySelector('form button[type="submit"]')).not.toBeNull();
  expect(footer?.querySelector('address')?.textContent).toContain(`${siteConfig.address.city}, ${siteConfig.address.region} ${siteConfig.address.postalCode}`);
  expect(footer?.textContent).toMatch(new RegExp(`© \\d{4} ${siteConfig.name}`));
});

test('carries no styling of ours: no class, style or icon', () => {
  const root = parse();
  expect(root.querySelectorAll('[class], [style], style, svg, img').length).toBe(0);
  expect(root.querySelectorAll('*').length).toBeLessThan(100);
});

describe('the content pages as the spec requires them (section 2, Services and Insights), inside the same layout', () => {
  test('/services: six service cards, eight AI offerings with four features each, six industry cards, four differentiators, both links', () => {
    const main = parse(SPEC_MINIMUM_PAGES.services()).querySelector('main')!;
    const [core, portfolio, industries, differentiators] = [...main.querySelectorAll('section')];
    expect(hrefs(core!)).toEqual(allServices().map((service) => `/services/${service.slug}`));
    expect([...portfolio!.querySelectorAll(':scope > ul > li')].map((item) => item.querySelectorAll('li').length)).toEqual(Array(8).fill(4));
    expect(hrefs(portfolio!)).toEqual(['/services/ai-solutions']);
    expect([...industries!.querySelectorAll(':scope > ul > li > h3')].map((title) => title.textContent)).toEqual(
      servicesOverview.serviceIndustryCards.map((card) => card.title),
    );
    expect(differentiators!.querySelectorAll('li')).toHaveLength(4);
    expect(hrefs(main).at(-1)).toBe('/contact');
    expect(parse(SPEC_MINIMUM_PAGES.services()).querySelector('footer')).not.toBeNull();
  });

  test('/insights: the heading, a card per article with title, excerpt, category, date label, link and image, the subscribe box', () => {
    const main = parse(SPEC_MINIMUM_PAGES.insights()).querySelector('main')!;
    expect(main.querySelector('h1')?.textContent).toBe('2025 Industry Insights');
    const cards = [...main.querySelectorAll('li')];
    expect(cards.map((card) => card.querySelector('a')?.getAttribute('href'))).toEqual(insightCards().map((card) => `/insights/${card.slug}`));
    for (const [index, card] of insightCards().entries()) {
      expect(cards[index]!.textContent).toContain(card.excerpt);
      expect(cards[index]!.textContent).toContain(`${card.category} · ${card.date}`);
      expect(cards[index]!.querySelector('img')?.getAttribute('src')).toBe(card.imageUrl);
    }
    expect(main.querySelector('input')?.getAttribute('placeholder')).toBe('Enter your email address');
    expect(main.querySelector('button')?.textContent).toBe('Subscribe Now');
  });

  test('carry no styling of ours either: no class, style or icon; images only where the spec shows one', () => {
    for (const page of [SPEC_MINIMUM_PAGES.services(), SPEC_MINIMUM_PAGES.insights()]) {
      expect(parse(page).querySelectorAll('[class], [style], style, svg').length).toBe(0);
    }
    expect(parse(SPEC_MINIMUM_PAGES.services()).querySelectorAll('img')).toHaveLength(0);
  });
});
