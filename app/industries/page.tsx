import type { Metadata } from 'next';
import { RESPONSE_SENTENCE } from '@/lib/response-promise';
import { IndustryGroupCard } from '@/components/industries/industry-group-card';
import { SearchIndexed } from '@/components/search/search-indexed';
import { PageBreadcrumbs } from '@/components/layout/page-breadcrumbs';
import { CtaBand } from '@/components/ui/cta-band';
import { PageIntro } from '@/components/ui/page-intro';
import { linksToIndustries } from '@/lib/content/cross-links';
import { industriesOverview } from '@/lib/content/pages';
import { pageMetadata } from '@/lib/metadata';

const PATH = '/industries';

export function generateMetadata(): Metadata {
  return pageMetadata({
    title: 'Industries We Serve',
    description:
      'Consultants who have worked inside banking, healthcare, manufacturing, retail, technology, logistics, construction and energy, and what we delivered there.',
    path: PATH,
  });
}

export default function IndustriesPage() {
  const { industriesIntro, industryGroups } = industriesOverview;
  return (
    <>
      <PageBreadcrumbs path={PATH} />
      <SearchIndexed section="Industries" navName="Industries">
      <PageIntro eyebrow="Industries" title="Industries We Serve" lead={industriesIntro} />
      <section className="container-page py-16">
        <h2 id="industry-groups-heading" className="text-3xl font-semibold sm:text-4xl">
          Where We Work
        </h2>
        <ul className="mt-10 grid gap-6 lg:grid-cols-2">
          {industryGroups.map((group) => (
            <li key={group.title}>
              <IndustryGroupCard group={group} industries={linksToIndustries(group.industrySlugs)} />
            </li>
          ))}
        </ul>
      </section>
      <CtaBand
        heading="Schedule a Consultation With an Industry Specialist"
        body={`Tell us about your sector and the numbers you need to move. ${RESPONSE_SENTENCE}`}
      />
      </SearchIndexed>
    </>
  );
}
