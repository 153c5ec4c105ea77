import type { Metadata } from 'next';
import { PageBreadcrumbs } from '@/components/layout/page-breadcrumbs';
import { LegalDocumentView } from '@/components/legal/legal-document-view';
import { SearchIndexed } from '@/components/search/search-indexed';
import { ServerRenderedNotFound } from '@/components/ui/server-rendered-not-found';
import { SiteNotFoundView } from '@/components/ui/site-not-found-view';
import { allLegalDocuments, getLegalDocument, legalSlugs } from '@/lib/content/legal';
import { pageMetadata } from '@/lib/metadata';

type LegalPageProps = { params: Promise<{ slug: string }> };

export function generateStaticParams() {
  return legalSlugs().map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: LegalPageProps): Promise<Metadata> {
  const { slug } = await params;
  const legalDocument = getLegalDocument(slug);
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
        <PageBreadcrumbs path={`/legal/${slug}`} structuredData={false} />
        <SiteNotFoundView />
      </ServerRenderedNotFound>
    );
  }

  const others = allLegalDocuments().filter((other) => other.slug !== slug);
  return (
    <>
      <PageBreadcrumbs path={`/legal/${slug}`} />
      <SearchIndexed section="Legal">
      <LegalDocumentView legalDocument={legalDocument} others={others} />
      </SearchIndexed>
    </>
  );
}
