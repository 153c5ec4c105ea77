import type { Metadata } from 'next';
import { LegalDocumentView } from '@/components/legal/legal-document-view';
import { JsonLd } from '@/components/seo/json-ld';
import { SearchIndexed } from '@/components/search/search-indexed';
import { ServerRenderedNotFound } from '@/components/ui/server-rendered-not-found';
import { SiteNotFoundView } from '@/components/ui/site-not-found-view';
import { buildBreadcrumbs } from '@/lib/breadcrumbs';
import { allLegalDocuments, getLegalDocument, legalSlugs } from '@/lib/content/legal';
import { breadcrumbLabels } from '@/lib/content/navigation';
import { pageMetadata } from '@/lib/metadata';
import { breadcrumbJsonLd } from '@/lib/structured-data';

type LegalPageProps = { params: Promise<{ slug: string }> };

export function generateStaticParams() {
  return legalSlugs().map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: LegalPageProps): Promise<Metadata> {
  const legalDocument = getLegalDocument((await params).slug);
  if (!legalDocument) return { title: 'Page Not Found', robots: { index: false } };
  return pageMetadata({ title: legalDocument.title, description: legalDocument.summary, path: `/legal/${legalDocument.slug}` });
}

export default async function LegalPage({ params }: LegalPageProps) {
  const { slug } = await params;
  const legalDocument = getLegalDocument(slug);
  // No segment not-found here: an unknown legal path gets the site's 'Page Not Found'.
  if (!legalDocument) {
    return (
      <ServerRenderedNotFound>
        <SiteNotFoundView />
      </ServerRenderedNotFound>
    );
  }

  const others = allLegalDocuments().filter((other) => other.slug !== slug);
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(buildBreadcrumbs(`/legal/${slug}`, breadcrumbLabels))} />
      <SearchIndexed section="Legal">
      <LegalDocumentView legalDocument={legalDocument} others={others} />
      </SearchIndexed>
    </>
  );
}
