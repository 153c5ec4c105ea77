import type { Metadata } from 'next';
import { IndustryDetail } from '@/components/industries/industry-detail';
import { SearchIndexed } from '@/components/search/search-indexed';
import { PageBreadcrumbs } from '@/components/layout/page-breadcrumbs';
import { ServerRenderedNotFound } from '@/components/ui/server-rendered-not-found';
import { linksToServices } from '@/lib/content/cross-links';
import { getIndustry, industrySlugs } from '@/lib/content/industries';
import { pageMetadata } from '@/lib/metadata';
import IndustryNotFound from './not-found';

type IndustryPageProps = { params: Promise<{ slug: string }> };

export function generateStaticParams() {
  return industrySlugs().map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: IndustryPageProps): Promise<Metadata> {
  const { slug } = await params;
  const industry = getIndustry(slug);
  if (!industry) return { title: 'Industry Not Found', robots: { index: false } };
  return pageMetadata({ title: industry.title, description: industry.description, path: `/industries/${industry.slug}` });
}

export default async function IndustryPage({ params }: IndustryPageProps) {
  const { slug } = await params;
  const industry = getIndustry(slug);
  if (!industry) {
    return (
      <ServerRenderedNotFound>
        <PageBreadcrumbs path={`/industries/${slug}`} structuredData={false} />
        <IndustryNotFound />
      </ServerRenderedNotFound>
    );
  }

  const path = `/industries/${industry.slug}`;
  return (
    <>
      <PageBreadcrumbs path={path} />
      <SearchIndexed section="Industries">
      <IndustryDetail industry={industry} relatedServices={linksToServices(industry.relatedServices)} />
      </SearchIndexed>
    </>
  );
}
