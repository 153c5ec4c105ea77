import { siteConfig } from '@/content/site-config';
import { topicInsights, topicPath, type Topic } from './content/topics';
import type { FeedChannel } from './insights-feed';

export function topicFeedPath(slug: string): string {
  return `${topicPath(slug)}/feed.xml`;
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
