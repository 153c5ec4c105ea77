import { siteConfig } from '@/content/site-config';
import type { Insight } from '@/content/schemas';
import { getInsight } from './content/insights';
import { topicPath, type Topic } from './content/topics';
import type { FeedChannel } from './insights-feed';

export function topicFeedPath(slug: string): string {
  return `${topicPath(slug)}/feed.xml`;
}

/** The articles of a topic, in the topic's order; every slug is an article, since topics are derived from them. */
export function topicInsights(topic: Topic): Insight[] {
  return topic.insightSlugs.map((slug) => {
    const insight = getInsight(slug);
    if (!insight) throw new Error(`Topic "${topic.slug}" lists unknown insight "${slug}"`);
    return insight;
  });
}

/** The RSS channel of one topic page: its articles only. */
export function topicFeedChannel(topic: Topic): FeedChannel {
  return {
    title: `${siteConfig.name}: ${topic.label}`,
    description: `Articles by the consultants of ${siteConfig.name} on ${topic.label}.`,
    pagePath: topicPath(topic.slug),
    feedPath: topicFeedPath(topic.slug),
    insights: topicInsights(topic),
  };
}
