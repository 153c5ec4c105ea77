import type { Metadata } from 'next';
import { ArticleContents } from '@/components/insights/article-contents';
import { ArticleHeader } from '@/components/insights/article-header';
import { ArticleSources } from '@/components/insights/article-sources';
import { ArticleUpdate } from '@/components/insights/article-update';
import { DraftNotice } from '@/components/insights/draft-notice';
import { InsightGrid } from '@/components/insights/insight-grid';
import { KeyInsights } from '@/components/insights/key-insights';
import { StayAhead } from '@/components/insights/stay-ahead';
import { PageBreadcrumbs } from '@/components/layout/page-breadcrumbs';
import { sectionNotFoundMetadata } from '@/components/layout/section-not-found';
import { JsonLd } from '@/components/seo/json-ld';
import { SearchIndexed } from '@/components/search/search-indexed';
import { BackLink } from '@/components/ui/back-link';
import { LinkChips } from '@/components/ui/link-chips';
import { MediaFrame } from '@/components/ui/media-frame';
import { MarkdownBody } from '@/components/ui/markdown-body';
import { RelatedLinks } from '@/components/ui/related-links';
import { ServerRenderedNotFound } from '@/components/ui/server-rendered-not-found';
import { linksToServices } from '@/lib/content/cross-links';
import { getInsight, insightSlugs, relatedInsightCards } from '@/lib/content/insights';
import { authorOf, personHref } from '@/lib/content/people';
import { topicLinks } from '@/lib/content/topics';
import { feedAlternateTypes } from '@/lib/insights-feed';
import { pageMetadata } from '@/lib/metadata';
import { paramsWithUnknownSlug } from '@/lib/unknown-slug.mjs';
import { articleJsonLd } from '@/lib/structured-data';
import { renderMarkdown } from '@/lib/markdown/render';
import { readingMinutes } from '@/lib/text';
import InsightNotFound from './not-found';

type InsightPageProps = { params: Promise<{ slug: string }> };

// Only the prerendered slugs exist: any other slug (a miscased one too) is never rendered or stored on demand.
export const dynamicParams = false;

export function generateStaticParams() {
  // The reserved slug prerenders this section's not-found view (404); unknown slugs are rewritten to it.
  return paramsWithUnknownSlug(insightSlugs());
}

export async function generateMetadata({ params }: InsightPageProps): Promise<Metadata> {
  const { slug } = await params;
  const insight = getInsight(slug);
  if (!insight) return sectionNotFoundMetadata('insights');

  const path = `/insights/${insight.slug}`;
  const base = pageMetadata({
    title: insight.metaTitle ?? insight.title,
    shareTitle: insight.metaTitle ? insight.title : undefined,
    description: insight.metaDescription,
    path,
    keywords: insight.relatedTopics,
    type: 'article',
    ownCard: true,
  });
  const author = authorOf(insight);
  return {
    ...base,
    // A draft is only ever built on previews and in development, and is never indexed there either.
    ...(insight.draft ? { robots: { index: false, follow: false } } : {}),
    authors: [{ name: author.name, url: personHref(author.slug) }],
    alternates: { ...base.alternates, types: feedAlternateTypes() },
    openGraph: {
      ...base.openGraph,
      type: 'article',
      publishedTime: insight.publishedAt,
      modifiedTime: insight.modifiedAt,
      authors: [author.name],
      section: insight.category,
      tags: insight.relatedTopics,
    },
  };
}

export default async function InsightPage({ params }: InsightPageProps) {
  const { slug } = await params;
  const insight = getInsight(slug);
  if (!insight) {
    return (
      <ServerRenderedNotFound>
        <InsightNotFound />
      </ServerRenderedNotFound>
    );
  }

  const path = `/insights/${slug}`;
  const author = authorOf(insight);
  return (
    <>
      <PageBreadcrumbs path={path} />
      <JsonLd data={articleJsonLd(insight)} />
      <SearchIndexed section="Insights">
      <article className="pb-16 sm:pb-20">
        {/* Title and text share one column about as wide as the text's 68ch measure, centred under the wider picture; in
            a wider column the text stopped 200 px short of its right edge. */}
        <div className="container-page max-w-3xl pt-8 sm:pt-10">
          <div className="no-print">
            <BackLink href="/insights" label="Back to Insights" />
          </div>
          {insight.draft && (
            <div className="mt-6">
              <DraftNotice />
            </div>
          )}
          <div className="mt-6">
            <ArticleHeader
              insight={insight}
              author={author}
              authorHref={personHref(author.slug)}
              readingMinutes={readingMinutes(insight.content)}
            />
          </div>
        </div>

        <div className="container-page mt-10 max-w-5xl">
          <MediaFrame
            src={insight.imageUrl}
            alt={insight.imageAlt}
            aspect="aspect-[2/1]"
            sizes="(min-width: 1024px) 976px, 100vw"
            preload
            className="rounded-2xl"
          />
        </div>

        <div className="container-page mt-12 max-w-3xl">
          {insight.update && (
            <div className="mb-10 max-w-[68ch]">
              <ArticleUpdate text={insight.update} modifiedAt={insight.modifiedAt} />
            </div>
          )}
          <ArticleContents headings={renderMarkdown(insight.content).headings} />
          <MarkdownBody markdown={insight.content} className="max-w-[68ch] font-serif text-lg leading-8 text-ink sm:text-xl sm:leading-9" />

          <div className="mt-14 max-w-[68ch] stack-12">
            <KeyInsights points={insight.keyPoints} />

            <section>
              <h2 id="topics-heading" className="text-2xl font-semibold">
                Related Topics
              </h2>
              <div className="mt-4">
                <LinkChips links={topicLinks(insight.relatedTopics)} variant="muted" />
              </div>
            </section>

            <ArticleSources sources={insight.sources} />

            <RelatedLinks
              id="services-heading"
              heading="How We Can Help"
              intro="The services our consultants bring to this work:"
              links={linksToServices(insight.relatedServices)}
            />

            <StayAhead />
          </div>
        </div>
      </article>
      </SearchIndexed>

      <section className="no-print bg-sand-100 py-16 sm:py-20">
        <div className="container-page">
          <h2 id="related-heading" className="text-3xl font-semibold sm:text-4xl">
            Related Articles
          </h2>
          <InsightGrid insights={relatedInsightCards(slug)} className="mt-10" />
        </div>
      </section>
    </>
  );
}
