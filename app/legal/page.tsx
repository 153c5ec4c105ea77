import type { Metadata } from 'next';
import Link from 'next/link';
import { LegalStamp } from '@/components/legal/legal-stamp';
import { JsonLd } from '@/components/seo/json-ld';
import { SectionHeading } from '@/components/ui/section-heading';
import { SearchIndexed } from '@/components/search/search-indexed';
import { siteConfig } from '@/content/site-config';
import { buildBreadcrumbs } from '@/lib/breadcrumbs';
import { allLegalDocuments } from '@/lib/content/legal';
import { breadcrumbLabels } from '@/lib/content/navigation';
import { pageMetadata } from '@/lib/metadata';
import { breadcrumbJsonLd } from '@/lib/structured-data';

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
      <JsonLd data={breadcrumbJsonLd(buildBreadcrumbs(PATH, breadcrumbLabels))} />
      <SearchIndexed section="Legal">
      <section aria-labelledby="legal-heading" className="container-page max-w-4xl py-16 sm:py-20">
        <SectionHeading as="h1" id="legal-heading" eyebrow="Legal" title="Legal Documents" />
        <LegalStamp className="mt-4" />
        <ul className="mt-10 space-y-4">
          {allLegalDocuments().map((legalDocument) => (
            <li key={legalDocument.slug}>
              <Link
                href={`/legal/${legalDocument.slug}`}
                className="block rounded-xl bg-white p-6 shadow-card ring-1 ring-navy-900/5 transition-shadow hover:shadow-lg"
              >
                <h2 className="text-2xl font-semibold">{legalDocument.title}</h2>
                <p className="mt-2 text-ink-soft">{legalDocument.summary}</p>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      </SearchIndexed>
    </>
  );
}
