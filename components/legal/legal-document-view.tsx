import { ContentsList } from '@/components/ui/contents-list';
import { IntentLink } from '@/components/ui/intent-link';
import { BackLink } from '@/components/ui/back-link';
import { SectionHeading } from '@/components/ui/section-heading';
import type { LegalDocument } from '@/content/schemas';
import { renderMarkdown } from '@/lib/markdown/render';
import { LegalStamp } from './legal-stamp';

type LegalDocumentViewProps = {
  legalDocument: LegalDocument;
  /** The other legal documents, cross-linked at the end. */
  others: readonly Pick<LegalDocument, 'slug' | 'title' | 'summary'>[];
};

/** One view for every legal page: heading, version line, contents, sections and links to the other documents. */
export function LegalDocumentView({ legalDocument, others }: LegalDocumentViewProps) {
  // Rendered once at build; the contents list links to the ids rehype-slug gave the headings.
  const { html, headings } = renderMarkdown(legalDocument.body);
  return (
    <article className="container-page max-w-4xl py-10 sm:py-14">
      <div className="no-print">
        <BackLink href="/" label="Back to Home" />
      </div>
      <header className="mt-6 border-b border-navy-900/10 pb-8">
        <SectionHeading as="h1" eyebrow="Legal" title={legalDocument.title} />
        <LegalStamp className="mt-4" />
        <p className="mt-6 max-w-[68ch] text-lg text-ink-soft">{legalDocument.summary}</p>
      </header>

      <ContentsList
        id="toc-heading"
        title="On this page"
        headings={headings}
        className="mt-8"
        listClassName="stack-1.5 gap-x-8 sm:columns-2"
      />

      <div className="prose-body legal-body mt-10 max-w-[68ch] text-ink" dangerouslySetInnerHTML={{ __html: html }} />

      <nav aria-labelledby="other-legal-heading" className="no-print mt-16 border-t border-navy-900/10 pt-10">
        <h2 id="other-legal-heading" className="text-2xl font-semibold">
          Other Legal Documents
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {others.map((other) => (
            <li key={other.slug}>
              <IntentLink
                href={`/legal/${other.slug}`}
                className="block h-full rounded-xl bg-white p-6 shadow-card edge-navy-900/5 transition-shadow hover:shadow-lg"
              >
                <span className="block font-serif text-xl font-semibold text-navy-900">{other.title}</span>
                <span className="mt-2 block text-sm text-ink-soft">{other.summary}</span>
              </IntentLink>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}
