import { serviceSchema } from '@/content/schemas';
import { loadCollection } from './collection';
import { serviceRecords } from './collections';

export const {
  all: allServices,
  get: getService,
  slugs: serviceSlugs,
} = loadCollection(serviceSchema, serviceRecords, 'service');
