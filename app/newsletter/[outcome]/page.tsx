import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { OutcomeView } from '@/components/newsletter/outcome-view';
import { NEWSLETTER_OUTCOME_PAGES, type NewsletterOutcome } from '@/content/newsletter-links';

type OutcomePageProps = { params: Promise<{ outcome: string }> };

// Static pages, one per outcome: the link routes do the work and redirect here.
export const dynamicParams = false;

export function generateStaticParams() {
  return Object.keys(NEWSLETTER_OUTCOME_PAGES).map((outcome) => ({ outcome }));
}

const pageFor = (outcome: string) => (Object.hasOwn(NEWSLETTER_OUTCOME_PAGES, outcome) ? NEWSLETTER_OUTCOME_PAGES[outcome as NewsletterOutcome] : null);

export async function generateMetadata({ params }: OutcomePageProps): Promise<Metadata> {
  const page = pageFor((await params).outcome);
  return { title: page?.title ?? 'Page Not Found', robots: { index: false, follow: false } };
}

export default async function NewsletterOutcomePage({ params }: OutcomePageProps) {
  const page = pageFor((await params).outcome);
  if (!page) notFound();
  return (
    <OutcomeView id="newsletter-outcome-heading" title={page.title}>
      {page.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </OutcomeView>
  );
}
