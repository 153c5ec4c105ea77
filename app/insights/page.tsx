import type { Metadata } from 'next';
import { InsightGrid } from '@/components/insights/insight-grid';
import { InsightsSubscribe } from '@/components/insights/insights-subscribe';
import { TopicIndex } from '@/components/insights/topic-index';
import { IntentLink } from '@/components/ui/intent-link';
import { NewsletterForm } from '@/components/newsletter/newsletter-form';
import { SearchIndexed } from '@/components/search/search-indexed';
import { SectionHeading } from '@/components/ui/section-heading';
import { INSIGHTS_TITLE } from '@/content/insights-overview';
import { insightCards } from '@/lib/content/insights';
import { allTopics, sharedTopics, TOPICS_PATH } from '@/lib/content/topics';
import { PageBreadcrumbs } from '@/components/layout/page-breadcrumbs';
import { feedAlternateTypes, INSIGHTS_FEED_PATH } from '@/lib/insights-feed';
import { pageMetadata } from '@/lib/metadata';

const PATH = '/insights';

const baseMetadata = pageMetadata({
  title: INSIGHTS_TITLE,
  description:
    'Six 2025 outlooks from our consultants: AI in decisions, quantum computing, supply chains, sustainability, extended reality and biotech, with next steps.',
  path: PATH,
  keywords: ['2025 business trends', 'industry insights', 'consulting outlook 2025', 'AI strategy', 'supply chain 2025'],
});

export const metadata: Metadata = {
  ...baseMetadata,
  alternates: { ...baseMetadata.alternates, types: feedAlternateTypes() },
};

export default function InsightsPage() {
  const topics = allTopics();
  const browsable = sharedTopics(topics);
  return (
    <>
      <PageBreadcrumbs path={PATH} />
      <div className="container-page py-16 sm:py-20">
        <SearchIndexed section="Insights" navName="Insights">
        <div className="flex flex-wrap items-end justify-between gap-6">
          <SectionHeading
            as="h1"
            eyebrow="Insights"
            title={INSIGHTS_TITLE}
            lead="Our consultants' outlooks for 2025, each reviewed since for what has changed. Every article makes one argument about a change in business, shows how it works in practice, and ends with what a leadership team should do next quarter."
          />
          <a
            href={INSIGHTS_FEED_PATH}
            className="no-print inline-flex min-h-11 items-center text-sm font-semibold text-copper-700 underline underline-offset-4 hover:text-copper-600"
          >
            Follow by RSS feed
          </a>
        </div>
        <InsightGrid insights={insightCards()} headingLevel="h2" inlineFirstImage className="mt-12" />
        <section className="mt-20">
          <h2 id="topics-heading" className="text-3xl font-semibold sm:text-4xl">
            Browse by Topic
          </h2>
          <p className="mt-4 max-w-3xl text-lg text-ink-soft">
            The topics two or more of our articles take up. Each topic page gathers its articles, with an introduction
            and its own RSS feed.
          </p>
          {browsable.length > 0 && (
            <div className="mt-8">
              <TopicIndex topics={browsable} />
            </div>
          )}
          <IntentLink
            href={TOPICS_PATH}
            className="mt-8 inline-flex min-h-11 items-center text-sm font-semibold text-copper-700 underline underline-offset-4 hover:text-copper-600"
          >
            All {topics.length} topics, by subject, service and industry
          </IntentLink>
        </section>
        </SearchIndexed>
        <div className="mt-20">
          <InsightsSubscribe>
            <NewsletterForm source="insights" />
          </InsightsSubscribe>
        </div>
      </div>
    </>
  );
}
