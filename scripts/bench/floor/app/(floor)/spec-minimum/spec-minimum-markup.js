import { siteConfig } from '@/content/site-config';
import { insightCards } from '@/lib/content/insights';
import { legalLinks, primaryLinks, serviceLinks } from '@/lib/content/navigation';
import { servicesOverview } from '@/lib/content/pages';
import { allServices } from '@/lib/content/services';

/**
 * The shared layout as the spec (section 2, "Shared layout") requires it and no more, around the offline page's
 * message (and around two content pages: SPEC_MINIMUM_PAGES), built from the site's own links and contact details: the header's logo, links, two dropdown toggles
 * (closed), call to action and menu toggle; the breadcrumb; the footer's 14 links, subscribe form, contact details,
 * three social links and copyright. No class, no stylesheet, no icon: the ladder's lowest rung of content.
 */
const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const attribute = (text) => escape(text).replace(/"/g, '&quot;');
const link = ({ href, label }) => `<a href="${href}">${escape(label)}</a>`;
const list = (links) => `<ul>${links.map((item) => `<li>${link(item)}</li>`).join('')}</ul>`;
const toggle = (label) => `<button type="button" aria-expanded="false">${label}</button>`;

// The spec's footer list: the header's four links with Services after About.
const footerLinks = [...primaryLinks.slice(0, 2), { href: '/services', label: 'Services' }, ...primaryLinks.slice(2)];
const { name, address, email, phone, social } = siteConfig;

/** The shared layout around `main`, under a breadcrumb trail of `crumbs` (the last one plain text). */
function specMinimumLayout(crumbs, main) {
  const trail = crumbs.map((crumb, index) => `<li>${index === crumbs.length - 1 ? escape(crumb.label) : link(crumb)}</li>`).join('');
  return [
    '<a href="#main">Skip to main content</a>',
    `<header>${link({ href: '/', label: name })}<nav aria-label="Main"><ul>`,
    ...primaryLinks.slice(0, 2).map((item) => `<li>${link(item)}</li>`),
    `<li>${toggle('Services')}</li><li>${toggle('Industries')}</li>`,
    ...primaryLinks.slice(2).map((item) => `<li>${link(item)}</li>`),
    `</ul></nav>${link({ href: '/contact', label: 'Schedule a Consultation' })}${toggle('Menu')}</header>`,
    crumbs.length ? `<nav aria-label="Breadcrumb"><ol><li><a href="/">Home</a></li>${trail}</ol></nav>` : '',
    `<main id="main">${main}</main>`,
    `<footer>${list(footerLinks)}${list(serviceLinks)}${list(legalLinks)}`,
    '<form><label for="email">Email address</label><input id="email" type="email" name="email"><button type="submit">Subscribe</button><p role="status"></p></form>',
    `<address>${escape(name)}, ${escape(address.street)}, ${address.city}, ${address.region} ${address.postalCode} `,
    `${link({ href: `mailto:${email}`, label: email })} ${link({ href: `tel:${phone.e164}`, label: phone.display })}</address>`,
    list(social.map((profile) => ({ href: profile.href, label: profile.network }))),
    `<p>© ${new Date().getFullYear()} ${escape(name)}</p></footer>`,
  ].join('');
}

const texts = (items) => `<ul>${items.map((item) => `<li>${escape(item)}</li>`).join('')}</ul>`;
const titled = ({ title, description }) => `<h3>${escape(title)}</h3><p>${escape(description)}</p>`;

export const SPEC_MINIMUM_MARKUP = specMinimumLayout(
  [{ href: '/offline', label: 'Offline' }],
  '<h1>You are offline</h1><p>This page is not saved on this device yet. Pages you have visited still open; check your connection and try again.</p><a href="/">Try again</a>',
);

/**
 * Two content pages as the spec (section 2) requires them, inside the same layout, with the site's own words and
 * images: what the main-thread budget would cost there with nothing of ours but the spec's content.
 * - /services: six core service cards, the eight AI offerings with a description and four features each, the link to
 *   /services/ai-solutions, six industry cards with subsectors, expertise and certification badges, four
 *   differentiators, the call to action.
 * - /insights: the heading, six article cards (title, excerpt, category, date label, link, image; images past the
 *   first lazy, as the cheapest page would have them), the subscribe box.
 */
export const SPEC_MINIMUM_PAGES = {
  services: () => {
    const { servicesIntro, aiPortfolio, serviceIndustryCards, differentiators } = servicesOverview;
    return specMinimumLayout(
      [{ href: '/services', label: 'Services' }],
      [
        `<h1>Consulting Services</h1><p>${escape(servicesIntro)}</p>`,
        `<section><h2>Core services</h2><ul>${allServices().map((service) => `<li><h3>${link({ href: `/services/${service.slug}`, label: service.title })}</h3><p>${escape(service.description)}</p></li>`).join('')}</ul></section>`,
        `<section><h2>AI Solutions Portfolio</h2><ul>${aiPortfolio.map((offering) => `<li>${titled(offering)}${texts(offering.features)}</li>`).join('')}</ul>${link({ href: '/services/ai-solutions', label: 'AI Solutions' })}</section>`,
        `<section><h2>Industry expertise</h2><ul>${serviceIndustryCards.map((card) => `<li><h3>${escape(card.title)}</h3>${texts(card.subsectors)}${texts(card.expertise)}${texts(card.certifications)}</li>`).join('')}</ul></section>`,
        `<section><h2>Why us</h2><ul>${differentiators.map((point) => `<li>${titled(point)}</li>`).join('')}</ul></section>`,
        link({ href: '/contact', label: 'Schedule a Consultation' }),
      ].join(''),
    );
  },
  insights: () =>
    specMinimumLayout(
      [{ href: '/insights', label: 'Insights' }],
      [
        '<h1>2025 Industry Insights</h1><ul>',
        ...insightCards().map(
          (card, index) =>
            `<li><img src="${card.imageUrl}" alt="${attribute(card.imageAlt)}" width="1200" height="800"${index > 0 ? ' loading="lazy"' : ''}>` +
            `<p>${escape(card.category)} · ${escape(card.date)}</p><h2>${link({ href: `/insights/${card.slug}`, label: card.title })}</h2><p>${escape(card.excerpt)}</p></li>`,
        ),
        '</ul><form><label for="subscribe">Email address</label><input id="subscribe" type="email" placeholder="Enter your email address"><button type="submit">Subscribe Now</button></form>',
      ].join(''),
    ),
};
