import type { Metadata } from 'next';
import { RESPONSE_SENTENCE } from '@/lib/response-promise';
import { SearchIndexed } from '@/components/search/search-indexed';
import { PageBreadcrumbs } from '@/components/layout/page-breadcrumbs';
import { AiPortfolio, CoreServices, Differentiators, IndustryExpertise } from '@/components/services/services-overview-sections';
import { CtaBand } from '@/components/ui/cta-band';
import { PageIntro } from '@/components/ui/page-intro';
import { servicesOverview } from '@/lib/content/pages';
import { allServices } from '@/lib/content/services';
import { pageMetadata } from '@/lib/metadata';

const PATH = '/services';

export function generateMetadata(): Metadata {
  return pageMetadata({
    title: 'Consulting Services',
    description:
      'Strategy, operations, organization and HR, digital transformation, growth and practical AI: six services from a senior consulting team in Casper, Wyoming.',
    path: PATH,
  });
}

export default function ServicesPage() {
  const { servicesIntro, aiPortfolio, serviceIndustryCards, differentiators } = servicesOverview;
  return (
    <>
      <PageBreadcrumbs path={PATH} />
      <SearchIndexed section="Services" navName="Services">
      <PageIntro eyebrow="Services" title="Consulting Services That Move the Numbers" lead={servicesIntro} />
      <CoreServices services={allServices()} />
      <AiPortfolio offerings={aiPortfolio} />
      <IndustryExpertise cards={serviceIndustryCards} />
      <Differentiators points={differentiators} />
      <CtaBand
        heading="Start With a Conversation"
        body={`Tell us what you need to change and by when. ${RESPONSE_SENTENCE}`}
      />
      </SearchIndexed>
    </>
  );
}
