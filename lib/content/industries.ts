import { industryRecords } from '@/content/industries';
import { industrySchema } from '@/content/schemas';
import { loadCollection } from './collection';

export const {
  all: allIndustries,
  get: getIndustry,
  slugs: industrySlugs,
} = loadCollection(industrySchema, industryRecords, 'industry');
