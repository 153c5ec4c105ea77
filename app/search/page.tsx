import type { Metadata } from 'next';
import { NO_SCRIPT_HIDDEN } from '@/components/layout/no-script-style';
import { PageBreadcrumbs } from '@/components/layout/page-breadcrumbs';
import { LinkList } from '@/components/ui/link-list';
import { SearchPanel } from '@/components/search/search-panel';
import { SectionHeading } from '@/components/ui/section-heading';
import { siteConfig } from '@/content/site-config';
import { TOPICS_PATH } from '@/lib/content/topics';
import { TITLE_TAG_MAX } from '@/lib/content/lengths';
import { pageMetadata } from '@/lib/metadata';
import { titleTag } from '@/lib/title-tag';
import { SEARCH_PATH } from '@/lib/search/config';
import { SEARCH_TITLE } from '@/lib/search/title';
import { routeRobots } from '@/lib/site-routes';

export const metadata: Metadata = {
  ...pageMetadata({
    title: SEARCH_TITLE,
    description: `Search every page of ${siteConfig.name}: our services, the industries we serve, our 2025 insights, the firm and our legal terms.`,
    path: SEARCH_PATH,
  }),
  // Whether search engines list the page is its route's `noindex` (lib/site-routes.ts), which the sitemap reads too;
  // its links may still be followed.
  ...routeRobots(SEARCH_PATH),
};

/** Where a visitor without JavaScript, or whose search finds nothing, can browse instead: the overview pages that list everything. */
const OVERVIEW_LINKS = [
  { label: 'Services', href: '/services' },
  { label: 'Industries', href: '/industries' },
  { label: '2025 Insights', href: '/insights' },
  { label: 'Insights by topic', href: TOPICS_PATH },
  { label: 'About us', href: '/about' },
  { label: 'Contact', href: '/contact' },
  { label: 'Legal documents', href: '/legal' },
];

export default function SearchPage() {
  return (
    <>
      <PageBreadcrumbs path={SEARCH_PATH} />
      <div className="container-page py-12 sm:py-16">
        <SectionHeading as="h1" eyebrow="Search" title="Search the Site" />
        <noscript>
          <div className="mt-8 max-w-2xl rounded-xl bg-white p-6 edge-navy-900/10">
            <p className="text-lg font-semibold text-navy-900">Search needs JavaScript, which is turned off in your browser.</p>
            <p className="mt-2 text-ink-soft">Every page is also listed on these overview pages:</p>
            <LinkList links={OVERVIEW_LINKS} className="mt-3" />
          </div>
        </noscript>
        {/* Hidden without JavaScript, where the notice above stands in: a box that cannot search would only mislead. */}
        <div className={`mt-8 ${NO_SCRIPT_HIDDEN}`}>
          {/* The query comes from the URL, which only the browser knows: the server sends the empty search state. */}
          <SearchPanel browseLinks={OVERVIEW_LINKS} titleTag={{ suffix: titleTag(''), max: TITLE_TAG_MAX }} />
        </div>
      </div>
    </>
  );
}
