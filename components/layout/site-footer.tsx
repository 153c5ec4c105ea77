import { IntentLink } from '@/components/ui/intent-link';
import { siteConfig } from '@/content/site-config';
import { firmYear } from '@/lib/firm-time.mjs';
import { legalLinks, serviceLinks, type NavLink } from '@/lib/content/navigation';
import { NEWSLETTER_CADENCE } from '@/lib/newsletter/messages';
import { Logo } from './logo';
import { ContactDetails } from './contact-details';
import { CurrentYear } from './current-year';
import { SITE_FOOTER_ID } from './site-footer-id';
import { SocialLinks } from './social-links';

const companyLinks: readonly NavLink[] = [
  { label: 'Home', href: '/' },
  { label: 'About', href: '/about' },
  { label: 'Services', href: '/services' },
  { label: 'Industries', href: '/industries' },
  { label: 'Insights', href: '/insights' },
  { label: 'Contact', href: '/contact' },
];

const footerLink = 'rounded-sm text-sand-100/85 underline-offset-4 hover:text-white hover:underline';

function FooterLinks({ links, className }: { links: readonly NavLink[]; className: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <IntentLink href={link.href} className={footerLink}>
            {link.label}
          </IntentLink>
        </li>
      ))}
    </ul>
  );
}

function LinkColumn({ title, links }: { title: string; links: readonly NavLink[] }) {
  return (
    <div>
      <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-white">{title}</h2>
      <FooterLinks links={links} className="mt-4 stack-2.5 text-sm" />
    </div>
  );
}

/** `newsletter` is the subscribe form, passed in so the footer itself stays a server component. */
export function SiteFooter({ newsletter }: { newsletter?: React.ReactNode }) {
  return (
    <footer id={SITE_FOOTER_ID} className="no-print bg-navy-950 text-sand-100">
      {/* The Company column's short links need the least room; the services' longest name fits on one line at 1024 px. */}
      <div className="container-page grid gap-10 py-14 md:grid-cols-2 lg:grid-cols-[1.3fr_0.7fr_1.5fr_1.4fr]">
        <div>
          <Logo tone="light" />
          <p className="mt-4 max-w-xs text-sm text-sand-100/85">{siteConfig.tagline}</p>
          {/* Underlined: in the address, an e-mail address or phone number in the text's colour does not look like a link. */}
          <ContactDetails className="mt-6 text-sm text-sand-100/85" linkClassName={`${footerLink} underline`} />
          <SocialLinks variant="icons" className="mt-6" />
        </div>
        <LinkColumn title="Company" links={companyLinks} />
        <LinkColumn title="Services" links={serviceLinks} />
        <div>
          <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-white">Newsletter</h2>
          <p className="mt-4 text-sm text-sand-100/85">
            {`A short e-mail, ${NEWSLETTER_CADENCE}: what we are seeing in client work, and what to do about it. No spam; unsubscribe any time.`}
          </p>
          <div className="mt-4">{newsletter}</div>
        </div>
      </div>
      <div className="border-t border-white/10">
        {/* One row where both fit (from 1024 px); else the copyright and the links each take a line of their own. */}
        <div className="container-page flex flex-wrap items-center justify-between gap-3 py-6 text-sm text-sand-100/80">
          <p>
            © <CurrentYear builtIn={firmYear()} /> {siteConfig.name}. All rights reserved.
          </p>
          <FooterLinks links={legalLinks} className="flex flex-wrap gap-x-5 gap-y-2" />
        </div>
      </div>
    </footer>
  );
}
