import type { Metadata } from 'next';
import { TopicIndex } from '@/components/insights/topic-index';
import { PageBreadcrumbs } from '@/components/layout/page-breadcrumbs';
import { SearchIndexed } from '@/components/search/search-indexed';
import { PageIntro } from '@/components/ui/page-intro';
import { allTopics, TOPICS_PATH } from '@/lib/content/topics';
import { pageMetadata } from '@/lib/metadata';

const TITLE = 'Insights by Topic';
const LEAD =
  'Every subject our 2025 articles cover, and every service and industry they speak to. Each topic page gathers the articles on it, with a short introduction from our consultants and its own RSS feed.';

// The lead, a sentence longer, would be cut in a search result.
const DESCRIPTION =
  'Every subject, service and industry our 2025 articles cover, each with an introduction from our consultants, the articles on it and its own RSS feed.';

export const metadata: Metadata = pageMetadata({ title: TITLE, description: DESCRIPTION, path: TOPICS_PATH });

export default function TopicsPage() {
  return (
    <>
      <PageBreadcrumbs path={TOPICS_PATH} />
      <SearchIndexed section="Insights">
        <PageIntro eyebrow="Insights" title={TITLE} lead={LEAD} />
        <div className="container-page py-12 sm:py-16">
          <TopicIndex topics={allTopics()} headingLevel="h2" />
        </div>
      </SearchIndexed>
    </>
  );
}
