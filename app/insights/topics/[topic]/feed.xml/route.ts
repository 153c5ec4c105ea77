import { getTopic, topicSlugs } from '@/lib/content/topics';
import { insightsFeedXml } from '@/lib/insights-feed';
import { topicFeedChannel } from '@/lib/topic-feed';

// One feed per topic page, built once at build time like /insights/feed.xml.
export const dynamic = 'force-static';
export const dynamicParams = false;

type TopicFeedContext = { params: Promise<{ topic: string }> };

export function generateStaticParams() {
  return topicSlugs().map((topic) => ({ topic }));
}

export async function GET(_request: Request, { params }: TopicFeedContext): Promise<Response> {
  const topic = getTopic((await params).topic);
  if (!topic) return new Response('Not found', { status: 404 });
  return new Response(insightsFeedXml(topicFeedChannel(topic)), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
}
