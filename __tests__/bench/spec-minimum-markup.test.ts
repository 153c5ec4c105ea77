import { siteConfig } from '@/content/site-config';
import { legalLinks, primaryLinks, serviceLinks } from '@/lib/content/navigation';
import { SPEC_MINIMUM_MARKUP } from '@/scripts/bench/floor/app/(floor)/spec-minimum/spec-minimum-markup.js';

/*
 * The ladder's lowest content rung claims to be the shared layout with only what the spec requires of it
 * (section 2, "Shared layout"), unstyled. If the site's links or contact details change, or someone dresses the
 * rung up, its figure stops meaning that; these tests say so.
 */

function parse() {
  const holder = document.createElement('div');
  holder.innerHTML = SPEC_MINIMUM_MARKUP;
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
  expect(hrefs(footer).filter((href) => href?.startsWith('/'))).toHaveLength(14);
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
  expect(footer?.textContent).toMatch(/© \d{4} Platte River Consulting/);
});

test('carries no styling of ours: no class, style or icon', () => {
  const root = parse();
  expect(root.querySelectorAll('[class], [style], style, svg, img').length).toBe(0);
  expect(root.querySelectorAll('*').length).toBeLessThan(100);
});
