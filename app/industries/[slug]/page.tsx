import type { Metadata } from 'next';
import { IndustryDetail } from '@/components/industries/industry-detail';
import { JsonLd } from '@/components/seo/json-ld';
import { SearchIndexed } from '@/components/search/search-indexed';
import { ServerRenderedNotFound } from '@/components/ui/server-rendered-not-found';
import { buildBreadcrumbs } from '@/lib/breadcrumbs';
import { linksToServices } from '@/lib/content/cross-links';
import { getIndustry, industrySlugs } from '@/lib/content/industries';
import { breadcrumbLabels } from '@/lib/content/navigation';
import { pageMetadata } from '@/lib/metadata';
import { breadcrumbJsonLd } from '@/lib/structured-data';
import IndustryNotFound from './not-found';

type IndustryPageProps = { params: Promise<{ slug: string }> };

export function generateStaticParams() {
  return industrySlugs().map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: IndustryPageProps): Promise<Metadata> {
  const industry = getIndustry((await params).slug);
  if (!industry) return { title: 'Industry Not Found', robots: { index: false } };
  return pageMetadata({ title: industry.title, description: industry.description, path: `/industries/${industry.slug}` });
}

export default async function IndustryPage({ params }: IndustryPageProps) {
  const industry = getIndustry((await params).slug);
  if (!industry) {
    return (
      <ServerRenderedNotFound>
        <IndustryNotFound />
      </ServerRenderedNotFound>
    );
  }

  const path = `/industries/${industry.slug}`;
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(buildBreadcrumbs(path, breadcrumbLabels))} />
      <SearchIndexed section="Industries">
      <IndustryDetail industry={industry} relatedServices={linksToServices(industry.relatedServices)} />
      </SearchIndexed>
    </>
  );
}
