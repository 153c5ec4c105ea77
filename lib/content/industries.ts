import { industrySchema } from '@/content/schemas';
import { loadCollection } from './collection';
import { industryRecords } from './collections';

export const {
  all: allIndustries,
  get: getIndustry,
  slugs: industrySlugs,
} = loadCollection(industrySchema, industryRecords, 'industry');
