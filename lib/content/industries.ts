import { collectionOf } from './collection';
import { industryRecords } from './collections';

export const {
  all: allIndustries,
  get: getIndustry,
  slugs: industrySlugs,
} = collectionOf(industryRecords);
