import type { Metadata } from 'next';
import { IndustryDetail } from '@/components/industries/industry-detail';
import { sectionNotFoundMetadata } from '@/components/layout/section-not-found';
import { SearchIndexed } from '@/components/search/search-indexed';
import { PageBreadcrumbs } from '@/components/layout/page-breadcrumbs';
import { ServerRenderedNotFound } from '@/components/ui/server-rendered-not-found';
import { articlesAbout, linksToServices } from '@/lib/content/cross-links';
import { getIndustry, industrySlugs } from '@/lib/content/industries';
import { pageMetadata } from '@/lib/metadata';
import { paramsWithUnknownSlug } from '@/lib/unknown-slug.mjs';
import IndustryNotFound from './not-found';

type IndustryPageProps = { params: Promise<{ slug: string }> };

// Only the prerendered slugs exist: any other slug (a miscased one too) is never rendered or stored on demand.
export const dynamicParams = false;

export function generateStaticParams() {
  // The reserved slug prerenders this section's not-found view (404); unknown slugs are rewritten to it.
  return paramsWithUnknownSlug(industrySlugs());
}

export async function generateMetadata({ params }: IndustryPageProps): Promise<Metadata> {
  const { slug } = await params;
  const industry = getIndustry(slug);
  if (!industry) return sectionNotFoundMetadata('industries');
  const path = `/industries/${industry.slug}`;
  return pageMetadata({ title: industry.title, description: industry.metaDescription, path, ownCard: true });
}

export default async function IndustryPage({ params }: IndustryPageProps) {
  const { slug } = await params;
  const industry = getIndustry(slug);
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
      <PageBreadcrumbs path={path} />
      <SearchIndexed section="Industries">
      <IndustryDetail
        industry={industry}
        relatedServices={linksToServices(industry.relatedServices)}
        relatedArticles={articlesAbout('industry', industry.slug)}
      />
      </SearchIndexed>
    </>
  );
}
