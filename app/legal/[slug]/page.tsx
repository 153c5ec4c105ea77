import type { Metadata } from 'next';
import { PageBreadcrumbs } from '@/components/layout/page-breadcrumbs';
import { LegalDocumentView } from '@/components/legal/legal-document-view';
import { SearchIndexed } from '@/components/search/search-indexed';
import { ServerRenderedNotFound } from '@/components/ui/server-rendered-not-found';
import { SiteNotFoundView } from '@/components/ui/site-not-found-view';
import { allLegalDocuments, getLegalDocument, legalSlugs } from '@/lib/content/legal';
import { pageMetadata } from '@/lib/metadata';
import { paramsWithUnknownSlug } from '@/lib/unknown-slug.mjs';

type LegalPageProps = { params: Promise<{ slug: string }> };

export function generateStaticParams() {
  // The reserved slug prerenders this section's not-found view (404); unknown slugs are rewritten to it.
  return paramsWithUnknownSlug(legalSlugs());
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
        {/* Served for every unknown slug (rewritten to the reserved one), so the trail ends at the section. */}
        <PageBreadcrumbs path="/legal" structuredData={false} />
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
