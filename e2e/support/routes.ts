import { industryRecords } from '../../content/industries';
import { insightRecords } from '../../content/insights';
import { legalDocumentRecords } from '../../content/legal';
import { serviceRecords } from '../../content/services';

/** Every route the site serves, derived from the content records (no list typed twice). */
export const STATIC_ROUTES = ['/', '/about', '/services', '/industries', '/insights', '/contact', '/legal'];
export const SERVICE_ROUTES = serviceRecords.map((s) => `/services/${s.slug}`);
export const INDUSTRY_ROUTES = industryRecords.map((i) => `/industries/${i.slug}`);
export const INSIGHT_ROUTES = insightRecords.map((a) => `/insights/${a.slug}`);
export const LEGAL_ROUTES = legalDocumentRecords.map((d) => `/legal/${d.slug}`);

export const ALL_ROUTES = [...STATIC_ROUTES, ...SERVICE_ROUTES, ...INDUSTRY_ROUTES, ...INSIGHT_ROUTES, ...LEGAL_ROUTES];
