import { industryLinks, primaryLinks, serviceLinks } from '@/lib/content/navigation';
import { Logo } from '../logo';
import { HeaderNav } from './header-nav';
import { SearchLink } from './search-link';

const CONSULTATION_CTA = { label: 'Schedule a Consultation', href: '/contact' } as const;

/** Server wrapper: reads navigation from content and hands plain links to the interactive header. */
export function SiteHeader() {
  return (
    <HeaderNav
      logo={<Logo />}
      search={<SearchLink />}
      primaryLinks={primaryLinks}
      serviceLinks={serviceLinks}
      industryLinks={industryLinks}
      cta={CONSULTATION_CTA}
    />
  );
}
