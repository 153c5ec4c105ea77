import { INSIGHTS_TITLE } from '@/content/insights-overview';
import { siteConfig } from '@/content/site-config';
import { allIndustries } from './content/industries';
import { allInsights } from './content/insights';
import { allLegalDocuments } from './content/legal';
import { allServices } from './content/services';
import { allTopics, topicPath, TOPICS_PATH } from './content/topics';
import { SEARCH_PATH } from './search/config';

/** One public page: its path, and the headline and section its link-preview card shows. */
export type SiteRoute = { path: string; headline: string; section: string };

const STATIC_PAGES: readonly SiteRoute[] = [
  { path: '/', headline: siteConfig.tagline, section: 'Business consulting · Casper, Wyoming' },
  { path: '/about', headline: 'Senior consultants who stay until the numbers move', section: 'About us' },
  { path: '/services', headline: 'Consulting services', section: 'Services' },
  { path: '/industries', headline: 'Industries we serve', section: 'Industries' },
  { path: '/insights', headline: INSIGHTS_TITLE, section: 'Insights' },
  { path: '/contact', headline: 'Get in Touch', section: 'Contact' },
  { path: '/legal', headline: 'Legal documents', section: 'Legal' },
  { path: SEARCH_PATH, headline: 'Search the site', section: 'Search' },
  { path: TOPICS_PATH, headline: 'Insights by Topic', section: 'Insights' },
];

/**
 * Every public page of the site, each once, derived from the content loaders:
 * the sitemap is checked against it and the Open Graph images are generated from it.
 */
export function siteRoutes(): SiteRoute[] {
  return [
    ...STATIC_PAGES,
    ...allServices().map((s) => ({ path: `/services/${s.slug}`, headline: s.title, section: 'Services' })),
    ...allIndustries().map((i) => ({ path: `/industries/${i.slug}`, headline: i.title, section: 'Industries' })),
    ...allInsights().map((a) => ({ path: `/insights/${a.slug}`, headline: a.title, section: `Insights · ${a.category}` })),
    ...allLegalDocuments().map((d) => ({ path: `/legal/${d.slug}`, headline: d.title, section: 'Legal' })),
    ...allTopics().map((t) => ({ path: topicPath(t.slug), headline: t.label, section: 'Insights · Topic' })),
  ];
}

export function siteRoute(path: string): SiteRoute | undefined {
  return siteRoutes().find((route) => route.path === path);
}
