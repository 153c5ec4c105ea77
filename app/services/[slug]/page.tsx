import type { Metadata } from 'next';
import { JsonLd } from '@/components/seo/json-ld';
import { SearchIndexed } from '@/components/search/search-indexed';
import { ServiceDetail } from '@/components/services/service-detail';
import { ServerRenderedNotFound } from '@/components/ui/server-rendered-not-found';
import { buildBreadcrumbs } from '@/lib/breadcrumbs';
import { linksToIndustries } from '@/lib/content/cross-links';
import { breadcrumbLabels } from '@/lib/content/navigation';
import { getService, serviceSlugs } from '@/lib/content/services';
import { pageMetadata } from '@/lib/metadata';
import { breadcrumbJsonLd, serviceJsonLd } from '@/lib/structured-data';
import ServiceNotFound from './not-found';

type ServicePageProps = { params: Promise<{ slug: string }> };

export function generateStaticParams() {
  return serviceSlugs().map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: ServicePageProps): Promise<Metadata> {
  const service = getService((await params).slug);
  if (!service) return { title: 'Service Not Found', robots: { index: false } };
  return pageMetadata({ title: service.title, description: service.description, path: `/services/${service.slug}` });
}

export default async function ServicePage({ params }: ServicePageProps) {
  const service = getService((await params).slug);
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
      <JsonLd data={[breadcrumbJsonLd(buildBreadcrumbs(path, breadcrumbLabels)), serviceJsonLd(service)]} />
      <SearchIndexed section="Services">
      <ServiceDetail service={service} relatedIndustries={linksToIndustries(service.relatedIndustries)} />
      </SearchIndexed>
    </>
  );
}
