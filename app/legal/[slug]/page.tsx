import type { Metadata } from 'next';
import { PageBreadcrumbs } from '@/components/layout/page-breadcrumbs';
import { sectionNotFoundMetadata } from '@/components/layout/section-not-found';
import { LegalDocumentView } from '@/components/legal/legal-document-view';
import { SearchIndexed } from '@/components/search/search-indexed';
import { ServerRenderedNotFound } from '@/components/ui/server-rendered-not-found';
import { allLegalDocuments, getLegalDocument, legalSlugs } from '@/lib/content/legal';
import { pageMetadata } from '@/lib/metadata';
import { paramsWithUnknownSlug } from '@/lib/unknown-slug.mjs';
import LegalNotFound from './not-found';

type LegalPageProps = { params: Promise<{ slug: string }> };

// Only the prerendered slugs exist: any other slug (a miscased one too) is never rendered or stored on demand.
export const dynamicParams = false;

export function generateStaticParams() {
  // The reserved slug prerenders this section's not-found view (404); unknown slugs are rewritten to it.
  return paramsWithUnknownSlug(legalSlugs());
}

export async function generateMetadata({ params }: LegalPageProps): Promise<Metadata> {
  const { slug } = await params;
  const legalDocument = getLegalDocument(slug);
  if (!legalDocument) return sectionNotFoundMetadata('legal');
  const path = `/legal/${legalDocument.slug}`;
  return pageMetadata({ title: legalDocument.title, description: legalDocument.metaDescription, path, ownCard: true });
}

export default async function LegalPage({ params }: LegalPageProps) {
  const { slug } = await params;
  const legalDocument = getLegalDocument(slug);
  if (!legalDocument) {
    return (
      <ServerRenderedNotFound>
        <LegalNotFound />
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
