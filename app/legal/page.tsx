import type { Metadata } from 'next';
import { IntentLink } from '@/components/ui/intent-link';
import { PageBreadcrumbs } from '@/components/layout/page-breadcrumbs';
import { LegalStamp } from '@/components/legal/legal-stamp';
import { SectionHeading } from '@/components/ui/section-heading';
import { SearchIndexed } from '@/components/search/search-indexed';
import { siteConfig } from '@/content/site-config';
import { allLegalDocuments } from '@/lib/content/legal';
import { pageMetadata } from '@/lib/metadata';

const PATH = '/legal';

export const metadata: Metadata = pageMetadata({
  title: 'Legal',
  description: `The Terms of Service, Privacy Policy and Terms & Conditions of ${siteConfig.name}.`,
  path: PATH,
});

/** The breadcrumb bar links "Legal" here, so the segment needs its own page. */
export default function LegalIndexPage() {
  return (
    <>
      <PageBreadcrumbs path={PATH} />
      <SearchIndexed section="Legal" navName="Legal">
      <section className="container-page max-w-4xl py-16 sm:py-20">
        <SectionHeading as="h1" id="legal-heading" eyebrow="Legal" title="Legal Documents" />
        <LegalStamp className="mt-4" />
        <ul className="mt-10 stack-4">
          {allLegalDocuments().map((legalDocument) => (
            <li key={legalDocument.slug}>
              <IntentLink
                href={`/legal/${legalDocument.slug}`}
                className="block rounded-xl bg-white p-6 shadow-card edge-navy-900/5 transition-shadow hover:shadow-lg"
              >
                <h2 className="text-2xl font-semibold">{legalDocument.title}</h2>
                <p className="mt-2 text-ink-soft">{legalDocument.summary}</p>
              </IntentLink>
            </li>
          ))}
        </ul>
      </section>
      </SearchIndexed>
    </>
  );
}
