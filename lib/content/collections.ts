import { INDUSTRY_ORDER } from '@/content/industries';
import { INSIGHT_ORDER } from '@/content/insights';
import { LEGAL_ORDER } from '@/content/legal';
import { industrySchema, insightSchema, legalDocumentSchema, serviceSchema } from '@/content/schemas';
import { SERVICE_ORDER } from '@/content/services';
import { withDaysCome } from './days-come';
import { loadMarkdownCollection, sectionsOf } from './markdown-files';

/*
 * Every Markdown folder of content/, read, ordered by its order list and validated once at module load
 * (lib/content/services.ts and the others only index these), so a broken file fails `next build`, the scripts and the tests. content/ holds the files, the order
 * lists and the schemas; reading them is logic, so it lives here (content/ imports nothing from lib/).
 */

/** The days an industry page or an article names (reviewed, published, changed) must have come in Casper. */
export const datedIndustrySchema = withDaysCome(industrySchema, ['reviewedAt']);
export const datedInsightSchema = withDaysCome(insightSchema, ['publishedAt', 'modifiedAt', 'reviewedAt']);

export const serviceRecords = loadMarkdownCollection('services', SERVICE_ORDER, serviceSchema, 'content');

export const industryRecords = loadMarkdownCollection('industries', INDUSTRY_ORDER, datedIndustrySchema, 'content');

/** Every article file, drafts included (lib/content/insights.ts leaves drafts out of production). */
export const insightRecords = loadMarkdownCollection('insights', INSIGHT_ORDER, datedInsightSchema, 'content');

export const legalDocumentRecords = loadMarkdownCollection('legal', LEGAL_ORDER, legalDocumentSchema, 'body', (body) => ({
  sections: sectionsOf(body),
}));
