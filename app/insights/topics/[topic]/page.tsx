import type { Metadata } from 'next';
import { InsightGrid } from '@/components/insights/insight-grid';
import { PageBreadcrumbs } from '@/components/layout/page-breadcrumbs';
import { sectionNotFoundMetadata } from '@/components/layout/section-not-found';
import { JsonLd } from '@/components/seo/json-ld';
import { SearchIndexed } from '@/components/search/search-indexed';
import { BackLink } from '@/components/ui/back-link';
import { RelatedLinks } from '@/components/ui/related-links';
import { SectionHeading } from '@/components/ui/section-heading';
import { ServerRenderedNotFound } from '@/components/ui/server-rendered-not-found';
import { namesakePage } from '@/lib/content/cross-links';
import { toInsightCard } from '@/lib/content/insights';
import { getTopic, topicHeading, topicIntro, topicMetaDescription, topicPath, topicSlugs, topicInsights, topicTitle } from '@/lib/content/topics';
import { feedAlternateTypes } from '@/lib/insights-feed';
import { pageMetadata } from '@/lib/metadata';
import { routeRobots } from '@/lib/site-routes';
import { collectionPageJsonLd } from '@/lib/structured-data';
import { topicFeedChannel, topicFeedPath } from '@/lib/topic-feed';
import { paramsWithUnknownSlug } from '@/lib/unknown-slug.mjs';
import TopicNotFound from './not-found';

type TopicPageProps = { params: Promise<{ topic: string }> };

// Every topic is known at build time: any other name (a miscased one too) is never rendered or stored on demand.
export const dynamicParams = false;

export function generateStaticParams() {
  // The reserved slug prerenders this section's not-found view (404); unknown topics are rewritten to it.
  return paramsWithUnknownSlug(topicSlugs(), 'topic');
}

export async function generateMetadata({ params }: TopicPageProps): Promise<Metadata> {
  const topic = getTopic((await params).topic);
  if (!topic) return sectionNotFoundMetadata('topics');
  const path = topicPath(topic.slug);
  const title = topicTitle(topic);
  const heading = topicHeading(topic);
  // A title shortened for search results (its metaTitle): link previews keep the whole heading, as an article's do.
  const shareTitle = title === heading ? undefined : heading;
  const base = pageMetadata({ title, shareTitle, description: topicMetaDescription(topic.slug), path, ownCard: true });
  return {
    ...base,
    alternates: { ...base.alternates, types: feedAlternateTypes(topicFeedChannel(topic)) },
    // One article's topic: followed to its article, not listed itself (its route's `noindex`, which the sitemap reads too).
    ...routeRobots(path),
  };
}

export default async function TopicPage({ params }: TopicPageProps) {
  const topic = getTopic((await params).topic);
  if (!topic) {
    return (
      <ServerRenderedNotFound>
        <TopicNotFound />
      </ServerRenderedNotFound>
    );
  }

  const path = topicPath(topic.slug);
  const insights = topicInsights(topic);
  const intro = topicIntro(topic.slug);
  const namesake = namesakePage(topic);
  return (
    <>
      <PageBreadcrumbs path={path} />
      <JsonLd data={collectionPageJsonLd({ path, name: topicHeading(topic), description: intro, insights })} />
      <SearchIndexed section="Insights">
        <div className="container-page py-12 sm:py-16">
          <div className="no-print" data-pagefind-ignore="">
            <BackLink href="/insights" label="Back to Insights" />
          </div>
          <div className="mt-6 flex flex-wrap items-end justify-between gap-6">
            <SectionHeading as="h1" eyebrow="Topic" title={topicHeading(topic)} lead={intro} />
            <a
              href={topicFeedPath(topic.slug)}
              data-pagefind-ignore=""
              className="no-print inline-flex min-h-11 items-center text-sm font-semibold text-copper-700 underline underline-offset-4 hover:text-copper-600"
            >
              Follow {topic.label} by RSS<span className="sr-only"> feed</span>
            </a>
          </div>
          <h2 className="mt-12 text-2xl font-semibold">
            {insights.length} {insights.length === 1 ? 'article' : 'articles'} on {topic.label}
          </h2>
          <InsightGrid insights={insights.map(toInsightCard)} className="mt-6" />
          {namesake && (
            <RelatedLinks
              id="namesake-heading"
              heading="How We Can Help"
              intro={topic.kind === 'industry' ? 'What we do for companies in this industry:' : 'The service behind these articles:'}
              links={[namesake]}
              className="mt-14"
            />
          )}
        </div>
      </SearchIndexed>
    </>
  );
}
