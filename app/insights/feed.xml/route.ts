import { insightsFeedXml } from '@/lib/insights-feed';

// Built once at build time; the articles change only with a deploy.
export const dynamic = 'force-static';

export function GET(): Response {
  return new Response(insightsFeedXml(), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
}
