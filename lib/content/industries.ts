import { industryRecords } from '@/content/industries';
import { industrySchema, type Industry } from '@/content/schemas';
import { assertUniqueSlugs, parseRecords } from './parse';

const industries: readonly Industry[] = parseRecords(industrySchema, industryRecords, 'industry');
assertUniqueSlugs(industries, 'industry');

export function allIndustries(): readonly Industry[] {
  return industries;
}

export function getIndustry(slug: string): Industry | undefined {
  return industries.find((industry) => industry.slug === slug);
}

export function industrySlugs(): string[] {
  return industries.map((industry) => industry.slug);
}
