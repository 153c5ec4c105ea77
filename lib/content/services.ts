import { serviceRecords } from '@/content/services';
import { serviceSchema, type Service } from '@/content/schemas';
import { assertUniqueSlugs, parseRecords } from './parse';

const services: readonly Service[] = parseRecords(serviceSchema, serviceRecords, 'service');
assertUniqueSlugs(services, 'service');

export function allServices(): readonly Service[] {
  return services;
}

export function getService(slug: string): Service | undefined {
  return services.find((service) => service.slug === slug);
}

export function serviceSlugs(): string[] {
  return services.map((service) => service.slug);
}
