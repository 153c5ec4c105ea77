import type { Metadata } from 'next';
import { PageBreadcrumbs } from '@/components/layout/page-breadcrumbs';
import { sectionNotFoundMetadata } from '@/components/layout/section-not-found';
import { JsonLd } from '@/components/seo/json-ld';
import { SearchIndexed } from '@/components/search/search-indexed';
import { ServiceDetail } from '@/components/services/service-detail';
import { ServerRenderedNotFound } from '@/components/ui/server-rendered-not-found';
import { articlesAbout, linksToIndustries } from '@/lib/content/cross-links';
import { getService, serviceSlugs } from '@/lib/content/services';
import { pageMetadata } from '@/lib/metadata';
import { paramsWithUnknownSlug } from '@/lib/unknown-slug.mjs';
import { serviceJsonLd } from '@/lib/structured-data';
import ServiceNotFound from './not-found';

type ServicePageProps = { params: Promise<{ slug: string }> };

// Only the prerendered slugs exist: any other slug (a miscased one too) is never rendered or stored on demand.
export const dynamicParams = false;

export function generateStaticParams() {
  // The reserved slug prerenders this section's not-found view (404); unknown slugs are rewritten to it.
  return paramsWithUnknownSlug(serviceSlugs());
}

export async function generateMetadata({ params }: ServicePageProps): Promise<Metadata> {
  const { slug } = await params;
  const service = getService(slug);
  if (!service) return sectionNotFoundMetadata('services');
  const path = `/services/${service.slug}`;
  return pageMetadata({ title: service.title, description: service.metaDescription, path, ownCard: true });
}

export default async function ServicePage({ params }: ServicePageProps) {
  const { slug } = await params;
  const service = getService(slug);
  if (!service) {
    return (
      <ServerRenderedNotFound>
        <ServiceNotFound />
      </ServerRenderedNotFound>
    );
  }

  const path = `/services/${service.slug}`;
  return (
    <>
      <PageBreadcrumbs path={path} />
      <JsonLd data={serviceJsonLd(service)} />
      <SearchIndexed section="Services">
      <ServiceDetail
        service={service}
        relatedIndustries={linksToIndustries(service.relatedIndustries)}
        relatedArticles={articlesAbout('service', service.slug)}
      />
      </SearchIndexed>
    </>
  );
}
