import { industryRecords, insightRecords, legalDocumentRecords, serviceRecords } from '../../lib/content/collections';

/** Every route the site serves, derived from the content records (no list typed twice). */
export const STATIC_ROUTES = ['/', '/about', '/services', '/industries', '/insights', '/contact', '/legal'];
export const SERVICE_ROUTES = serviceRecords.map((s) => `/services/${s.slug}`);
export const INDUSTRY_ROUTES = industryRecords.map((i) => `/industries/${i.slug}`);
export const INSIGHT_ROUTES = insightRecords.map((a) => `/insights/${a.slug}`);
export const LEGAL_ROUTES = legalDocumentRecords.map((d) => `/legal/${d.slug}`);

export const ALL_ROUTES = [...STATIC_ROUTES, ...SERVICE_ROUTES, ...INDUSTRY_ROUTES, ...INSIGHT_ROUTES, ...LEGAL_ROUTES];

// An industry's topic page has the industry's slug (lib/content/topics.ts).
const industryTopic = insightRecords.flatMap((insight) => insight.relatedIndustries).at(0);
if (!industryTopic) throw new Error('No article relates to an industry: no topic page to test');

/** Pages beyond the content routes: the topic index, one topic page (named by an industry), search and offline. */
export const EXTRA_PAGE_ROUTES = ['/insights/topics', `/insights/topics/${industryTopic}`, '/search', '/offline'];

/** A path no content record can claim: the site's not-found view. */
export const UNKNOWN_PATH = '/this-page-does-not-exist';

/** One unknown slug per slug section, and the heading of the not-found view that section shows. */
export const UNKNOWN_SLUG_PAGES = [
  { path: '/services/no-such-service', heading: 'Service Not Found' },
  { path: '/industries/no-such-industry', heading: 'Industry Not Found' },
  { path: '/insights/no-such-article-2025', heading: 'Insight Not Found' },
  { path: '/legal/cookie-policy', heading: 'Page Not Found' },
  { path: '/insights/topics/no-such-topic', heading: 'Topic Not Found' },
];
