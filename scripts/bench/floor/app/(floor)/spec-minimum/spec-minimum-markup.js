import { siteConfig } from '@/content/site-config';
import { legalLinks, primaryLinks, serviceLinks } from '@/lib/content/navigation';

/**
 * The shared layout as the spec (section 2, "Shared layout") requires it and no more, around the offline page's
 * message, built from the site's own links and contact details: the header's logo, links, two dropdown toggles
 * (closed), call to action and menu toggle; the breadcrumb; the footer's 14 links, subscribe form, contact details,
 * three social links and copyright. No class, no stylesheet, no icon: the ladder's lowest rung of content.
 */
const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const link = ({ href, label }) => `<a href="${href}">${escape(label)}</a>`;
const list = (links) => `<ul>${links.map((item) => `<li>${link(item)}</li>`).join('')}</ul>`;
const toggle = (label) => `<button type="button" aria-expanded="false">${label}</button>`;

// The spec's footer list: the header's four links with Services after About.
const footerLinks = [...primaryLinks.slice(0, 2), { href: '/services', label: 'Services' }, ...primaryLinks.slice(2)];
const { name, address, email, phone, social } = siteConfig;

export const SPEC_MINIMUM_MARKUP = [
  '<a href="#main">Skip to main content</a>',
  `<header>${link({ href: '/', label: name })}<nav aria-label="Main"><ul>`,
  ...primaryLinks.slice(0, 2).map((item) => `<li>${link(item)}</li>`),
  `<li>${toggle('Services')}</li><li>${toggle('Industries')}</li>`,
  ...primaryLinks.slice(2).map((item) => `<li>${link(item)}</li>`),
  `</ul></nav>${link({ href: '/contact', label: 'Schedule a Consultation' })}${toggle('Menu')}</header>`,
  '<nav aria-label="Breadcrumb"><ol><li><a href="/">Home</a></li><li>Offline</li></ol></nav>',
  '<main id="main"><h1>You are offline</h1><p>This page is not saved on this device yet. Pages you have visited still open; check your connection and try again.</p><a href="/">Try again</a></main>',
  `<footer>${list(footerLinks)}${list(serviceLinks)}${list(legalLinks)}`,
  '<form><label for="email">Email address</label><input id="email" type="email" name="email"><button type="submit">Subscribe</button><p role="status"></p></form>',
  `<address>${escape(name)}, ${escape(address.street)}, ${address.city}, ${address.region} ${address.postalCode} `,
  `${link({ href: `mailto:${email}`, label: email })} ${link({ href: `tel:${phone.e164}`, label: phone.display })}</address>`,
  list(social.map((profile) => ({ href: profile.href, label: profile.network }))),
  `<p>© ${new Date().getFullYear()} ${escape(name)}</p></footer>`,
].join('');
