import { collectionOf } from './collection';
import { serviceRecords } from './collections';

export const {
  all: allServices,
  get: getService,
  slugs: serviceSlugs,
} = collectionOf(serviceRecords);
