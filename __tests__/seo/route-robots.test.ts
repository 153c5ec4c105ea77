import { metadata as searchMetadata } from '@/app/search/page';
import { generateMetadata as topicMetadata } from '@/app/insights/topics/[topic]/page';
import { allTopics, isSharedTopic, topicPath } from '@/lib/content/topics';
import { SEARCH_PATH } from '@/lib/search/config';
import { routeRobots, siteRoutes } from '@/lib/site-routes';

const NOT_LISTED = { index: false, follow: true };

describe('robots entries follow the routes, which the sitemap reads too', () => {
  it('a route marked noindex gets a followed, unlisted robots entry; any other none', () => {
    const routes = siteRoutes();
    expect(routes.some((route) => route.noindex)).toBe(true);
    for (const route of routes) expect(routeRobots(route.path)).toEqual(route.noindex ? { robots: NOT_LISTED } : {});
  });

  it('the search page is followed, not listed', () => {
    expect(searchMetadata.robots).toEqual(NOT_LISTED);
    expect(siteRoutes().find((route) => route.path === SEARCH_PATH)?.noindex).toBe(true);
  });

  it.each(allTopics().map((topic) => [topic.slug, topic] as const))('topic %s: listed only when more than one article shares it', async (slug, topic) => {
    const metadata = await topicMetadata({ params: Promise.resolve({ topic: slug }) });
    expect(metadata.robots).toEqual(isSharedTopic(topic) ? undefined : NOT_LISTED);
    expect(routeRobots(topicPath(slug))).toEqual(isSharedTopic(topic) ? {} : { robots: NOT_LISTED });
  });
});
