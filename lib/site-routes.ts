import type { Metadata } from 'next';
import { INSIGHTS_TITLE } from '@/content/insights-overview';
import { siteConfig } from '@/content/site-config';
import { allIndustries } from './content/industries';
import { allInsights } from './content/insights';
import { allLegalDocuments } from './content/legal';
import { allServices } from './content/services';
import { allTopicIntros, allTopics, isSharedTopic, topicHeading, topicPath, TOPICS_PATH } from './content/topics';
import { SEARCH_PATH } from './search/config';

/**
 * One public page: its path, the headline and section its link-preview card shows, the ISO date its words last
 * changed where the content records one (the sitemap's lastmod; pages without such a date claim none), and `noindex`
 * where the page asks search engines not to index it (its metadata says so; the sitemap leaves it out).
 */
export type SiteRoute = { path: string; headline: string; section: string; lastModified?: string; noindex?: true };

/** The latest of some ISO dates (they sort as strings). */
const latest = (dates: readonly string[]): string | undefined => [...dates].sort().at(-1);

const STATIC_PAGES: readonly SiteRoute[] = [
  { path: '/', headline: siteConfig.tagline, section: 'Business consulting · Casper, Wyoming' },
  { path: '/about', headline: 'Senior consultants who stay until the numbers move', section: 'About us' },
  { path: '/services', headline: 'Consulting services', section: 'Services' },
  { path: '/industries', headline: 'Industries we serve', section: 'Industries' },
  { path: '/insights', headline: INSIGHTS_TITLE, section: 'Insights' },
  { path: '/contact', headline: 'Get in Touch', section: 'Contact' },
  { path: '/legal', headline: 'Legal documents', section: 'Legal' },
  // A search box: no content of its own for a search engine to list (app/search/page.tsx reads this flag).
  { path: SEARCH_PATH, headline: 'Search the site', section: 'Search', noindex: true },
  { path: TOPICS_PATH, headline: 'Insights by Topic', section: 'Insights' },
];

/**
 * Every public page of the site, each once, derived from the content loaders:
 * the sitemap is checked against it and the Open Graph images are generated from it.
 */
export function siteRoutes(): SiteRoute[] {
  const modified = new Map(allInsights().map((a) => [a.slug, a.modifiedAt]));
  // A topic without an introduction has none here: the content check names it at its article's line.
  const introModified = new Map(allTopicIntros().map((intro) => [intro.slug, intro.modifiedAt]));
  // The insights page and the topic index list every article's card, so they change when any article does (the index
  // shows no topic's introduction, only its label and count).
  const newestArticle = latest([...modified.values()]);
  return [
    ...STATIC_PAGES.map((page) => (page.path === '/insights' || page.path === TOPICS_PATH ? { ...page, lastModified: newestArticle } : page)),
    ...allServices().map((s) => ({ path: `/services/${s.slug}`, headline: s.title, section: 'Services' })),
    ...allIndustries().map((i) => ({ path: `/industries/${i.slug}`, headline: i.title, section: 'Industries' })),
    ...allInsights().map((a) => ({ path: `/insights/${a.slug}`, headline: a.title, section: `Insights · ${a.category}`, lastModified: a.modifiedAt })),
    ...allLegalDocuments().map((d) => ({ path: `/legal/${d.slug}`, headline: d.title, section: 'Legal' })),
    ...allTopics().map((t) => ({
      path: topicPath(t.slug),
      headline: topicHeading(t),
      section: 'Insights · Topic',
      // Its introduction and its articles' cards are its words: it changes when any of them does.
      lastModified: latest([introModified.get(t.slug), ...t.insightSlugs.map((slug) => modified.get(slug))].filter((date) => date !== undefined)),
      // One article's topic repeats that article's card under an introduction: too thin a page to list (its page).
      ...(isSharedTopic(t) ? {} : { noindex: true as const }),
    })),
  ];
}

export function siteRoute(path: string): SiteRoute | undefined {
  return siteRoutes().find((route) => route.path === path);
}

/** A page's robots entry, from its route: one marked `noindex` is followed but not listed; any other says nothing. */
export function routeRobots(path: string): Pick<Metadata, 'robots'> {
  return siteRoute(path)?.noindex ? { robots: { index: false, follow: true } } : {};
}
