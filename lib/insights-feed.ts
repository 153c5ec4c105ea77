import { Feed } from 'feed';
import { INSIGHTS_TITLE } from '@/content/insights-overview';
import { siteConfig } from '@/content/site-config';
import type { Insight } from '@/content/schemas';
import { dayInstant, updateHeading } from './article-dates';
import { allInsights } from './content/insights';
import { authorOf } from './content/people';
import { escapeHtml } from './escape-html';
import { renderMarkdown } from './markdown/render';
import { sourceCitation } from './source-citation';
import { splitParagraphs } from './text';
import { absoluteUrl } from './urls';

export const INSIGHTS_FEED_PATH = '/insights/feed.xml';
const INSIGHTS_FEED_TITLE = `${siteConfig.name}: ${INSIGHTS_TITLE}`;

/** One RSS feed: all articles (the default), or those of one topic page. */
export type FeedChannel = {
  title: string;
  description: string;
  /** The page the feed mirrors. */
  pagePath: string;
  feedPath: string;
  insights: readonly Insight[];
};

const insightsChannel = (): FeedChannel => ({
  title: INSIGHTS_FEED_TITLE,
  description: `Outlooks for 2025 from the consultants of ${siteConfig.name}: what is changing in business and what leaders should do about it.`,
  pagePath: '/insights',
  feedPath: INSIGHTS_FEED_PATH,
  insights: allInsights(),
});

/** Advertises a feed in a page's head (spreads over pageMetadata's alternates, keeping the canonical). */
export function feedAlternateTypes(feed: { feedPath: string; title: string } = { feedPath: INSIGHTS_FEED_PATH, title: INSIGHTS_FEED_TITLE }) {
  return { 'application/rss+xml': [{ url: absoluteUrl(feed.feedPath), title: feed.title }] };
}

/** What has changed since publication, as the page shows it above the body (components/insights/article-update.tsx). */
function updateHtml(insight: Insight): string {
  if (!insight.update) return '';
  const paragraphs = splitParagraphs(insight.update).map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`);
  return `<h2>${escapeHtml(updateHeading(insight.modifiedAt))}</h2>${paragraphs.join('')}`;
}

/** The primary documents behind the article's dated facts, as the page lists them (components/insights/article-sources.tsx). */
function sourcesHtml(insight: Insight): string {
  const items = insight.sources.map(sourceCitation).map(({ title, url, afterTitle }) => {
    const cited = url ? `<a href="${escapeHtml(url)}">${escapeHtml(title)}</a>` : escapeHtml(title);
    return `<li><cite>${cited}</cite>${escapeHtml(afterTitle)}</li>`;
  });
  return `<h2>Sources</h2><ol>${items.join('')}</ol>`;
}

/**
 * The article as HTML for feed readers, in the page's order: the update note (the body points to it where its facts
 * have moved), the body, the key insights and the sources.
 */
function articleHtml(insight: Insight): string {
  // The body as the page shows it: the same sanitised HTML, rendered once (lib/markdown/render.ts).
  const body = renderMarkdown(insight.content).html.replace(/>\n</g, '><');
  const points = insight.keyPoints.map((point) => `<li>${escapeHtml(point)}</li>`).join('');
  return `${updateHtml(insight)}${body}<h2>Key Insights</h2><ul>${points}</ul>${sourcesHtml(insight)}`;
}

/** The RSS 2.0 document of a channel's articles (every article by default), newest first. */
export function insightsFeedXml(channel: FeedChannel = insightsChannel()): string {
  const insights = [...channel.insights].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
  const feed = new Feed({
    title: channel.title,
    description: channel.description,
    id: absoluteUrl(channel.pagePath),
    link: absoluteUrl(channel.pagePath),
    language: 'en-US',
    feedLinks: { rss: absoluteUrl(channel.feedPath) },
    copyright: `© ${siteConfig.name}`,
    // lastBuildDate: the latest change to any article, not the latest publication.
    updated: insights.length ? dayInstant(insights.map((i) => i.modifiedAt).sort().at(-1)!) : undefined,
    generator: false,
  });

  for (const insight of insights) {
    const url = absoluteUrl(`/insights/${insight.slug}`);
    feed.addItem({
      title: insight.title,
      id: url,
      link: url,
      description: insight.excerpt,
      content: articleHtml(insight),
      // RSS 2.0 wants an e-mail in <author>; the firm's address with the consultant's name in brackets.
      author: [{ name: authorOf(insight).name, email: siteConfig.email }],
      category: [{ name: insight.category }],
      date: dayInstant(insight.publishedAt),
      // RSS 2.0 has no modified date; atom:updated (namespace declared for the self link) carries dateModified.
      extensions: [{ name: 'atom:updated', objects: { _text: dayInstant(insight.modifiedAt).toISOString() } }],
    });
  }
  return feed.rss2();
}
