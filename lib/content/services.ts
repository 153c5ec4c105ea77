import { serviceSchema } from '@/content/schemas';
import { serviceRecords } from '@/content/services';
import { loadCollection } from './collection';

export const {
  all: allServices,
  get: getService,
  slugs: serviceSlugs,
} = loadCollection(serviceSchema, serviceRecords, 'service');
