import type { Metadata } from 'next';
import { InsightGrid } from '@/components/insights/insight-grid';
import { InsightsSubscribe } from '@/components/insights/insights-subscribe';
import { PageBreadcrumbs } from '@/components/layout/page-breadcrumbs';
import { NewsletterForm } from '@/components/newsletter/newsletter-form';
import { SectionHeading } from '@/components/ui/section-heading';
import { insightCards } from '@/lib/content/insights';
import { feedAlternateTypes, INSIGHTS_FEED_PATH } from '@/lib/insights-feed';
import { pageMetadata } from '@/lib/metadata';

const PATH = '/insights';

const baseMetadata = pageMetadata({
  title: '2025 Industry Insights',
  description:
    'Six 2025 outlooks from our consultants on AI in executive decisions, quantum computing, autonomous supply chains, sustainability, extended reality at work and biotechnology, each with what leaders should do next.',
  path: PATH,
  keywords: ['2025 business trends', 'industry insights', 'consulting outlook 2025', 'AI strategy', 'supply chain 2025'],
});

export const metadata: Metadata = {
  ...baseMetadata,
  alternates: { ...baseMetadata.alternates, types: feedAlternateTypes() },
};

export default function InsightsPage() {
  return (
    <>
      <PageBreadcrumbs path={PATH} />
      <div className="container-page py-16 sm:py-20">
        <div className="flex flex-wrap items-end justify-between gap-6">
          <SectionHeading
            as="h1"
            eyebrow="Insights"
            title="2025 Industry Insights"
            lead="Our consultants' outlooks for the year: each article makes one argument about a change in business, shows how it works in practice, and ends with what a leadership team should do next quarter."
          />
          <a
            href={INSIGHTS_FEED_PATH}
            className="no-print inline-flex min-h-11 items-center text-sm font-semibold text-copper-700 underline underline-offset-4 hover:text-copper-600"
          >
            Follow by RSS feed
          </a>
        </div>
        <InsightGrid insights={insightCards()} headingLevel="h2" className="mt-12" />
        <div className="mt-20">
          <InsightsSubscribe>
            <NewsletterForm source="insights" />
          </InsightsSubscribe>
        </div>
      </div>
    </>
  );
}
