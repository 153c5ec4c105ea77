import { loadMarkdownCollection } from '../../lib/content/markdown-files';
import { serviceSchema } from '../schemas';

/** The six services, in the order the header dropdown lists them; each is content/services/{slug}.md. */
export const SERVICE_ORDER = [
  'strategy-consulting',
  'operations-improvement',
  'organizational-hr-consulting',
  'digital-transformation',
  'marketing-growth-strategy',
  'ai-solutions',
] as const;

export const serviceRecords = loadMarkdownCollection('services', SERVICE_ORDER, serviceSchema, 'content');
