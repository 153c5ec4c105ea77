import { z } from 'zod';
import { FEATURED_INSIGHT_SLUGS } from '@/content/insights';
import { industrySchema, insightSchema, legalDocumentSchema, serviceSchema } from '@/content/schemas';
import { industryRecords, insightRecords, legalDocumentRecords, serviceRecords } from '@/lib/content/collections';
import { allIndustries, getIndustry } from '@/lib/content/industries';
import { allInsights, featuredInsightCards } from '@/lib/content/insights';
import { allLegalDocuments } from '@/lib/content/legal';
import { industriesOverview, servicesOverview } from '@/lib/content/pages';
import { parseRecords } from '@/lib/content/parse';
import { allServices } from '@/lib/content/services';
import { industryStatLines } from '@/lib/industry-display';
import { countWords, splitParagraphs } from '@/lib/text';
import { visibleStrings } from '../support/record-text';
import {
  SPEC_AI_PORTFOLIO,
  SPEC_INDUSTRY_GROUP_TITLES,
  SPEC_INDUSTRY_SLUGS,
  SPEC_INSIGHT_SLUGS,
  SPEC_SERVICE_SLUGS,
} from '@/e2e/support/spec-constants';

const words = (record: unknown) => countWords(visibleStrings(record).join(' '));

describe('every record passes its schema', () => {
  it.each([
    ['service', serviceSchema, serviceRecords],
    ['industry', industrySchema, industryRecords],
    ['insight', insightSchema, insightRecords],
    ['legal document', legalDocumentSchema, legalDocumentRecords],
  ] as const)('%s records', (_, schema, records) => {
    for (const record of records) {
      const result = (schema as z.ZodType).safeParse(record);
      expect(result.error?.issues ?? []).toEqual([]);
    }
  });

  it('rejects a broken record with a message naming the field', () => {
    const broken = [{ ...industryRecords[0], stats: [] }];
    expect(() => parseRecords(industrySchema, broken, 'industry')).toThrow(/Invalid industry content[\s\S]*stats/);
  });

  it('names a date that is not one, once, without the comparisons it would fail', () => {
    const insight = insightRecords[0]!;
    for (const publishedAt of ['2025-02-30', 'March 4, 2025']) {
      const issues = insightSchema.safeParse({ ...insight, publishedAt }).error?.issues ?? [];
      expect(issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([
        'publishedAt: expected a calendar date written YYYY-MM-DD, such as 2025-03-04',
      ]);
    }
    // Valid dates in the wrong order are still caught.
    expect(insightSchema.safeParse({ ...insight, modifiedAt: '2001-01-01' }).error?.issues.map((issue) => issue.message)).toContain(
      'modifiedAt is before publishedAt',
    );
  });

  it('rejects a satisfaction figure outside 94–98%', () => {
    const stats = { ...industryRecords[0]!.stats, satisfaction: { rated: 18, surveyed: 18 } };
    expect(industrySchema.safeParse({ ...industryRecords[0], stats }).success).toBe(false);
  });
});

describe('counts and slugs match the spec', () => {
  it('has the six services, fourteen industries and six articles, in order', () => {
    expect(allServices().map((s) => s.slug)).toEqual(SPEC_SERVICE_SLUGS);
    expect(allIndustries().map((i) => i.slug)).toEqual(SPEC_INDUSTRY_SLUGS);
    expect(allInsights().map((a) => a.slug)).toEqual(SPEC_INSIGHT_SLUGS);
  });

  it('features the three named articles on the home page', () => {
    expect(FEATURED_INSIGHT_SLUGS).toEqual(SPEC_INSIGHT_SLUGS.slice(0, 3));
    expect(featuredInsightCards().map((card) => card.slug)).toEqual(SPEC_INSIGHT_SLUGS.slice(0, 3));
  });

  it('gives manufacturing two case studies and every other industry one', () => {
    for (const industry of allIndustries()) {
      expect([industry.slug, industry.caseStudies.length]).toEqual([industry.slug, industry.slug === 'manufacturing' ? 2 : 1]);
    }
  });

  it('labels the four stats in order with satisfaction between 94% and 98%', () => {
    for (const industry of allIndustries()) {
      const lines = industryStatLines(industry.stats);
      expect(lines.map((s) => s.label)).toEqual(['Experience', 'Projects', 'Specialists', 'Satisfaction']);
      const satisfaction = Number.parseInt(lines[3]!.value, 10);
      expect(satisfaction).toBeGreaterThanOrEqual(94);
      expect(satisfaction).toBeLessThanOrEqual(98);
    }
  });

  it('gives only ai-solutions its six-card portfolio', () => {
    for (const service of allServices()) {
      expect(service.aiServices?.length).toBe(service.slug === 'ai-solutions' ? 6 : undefined);
    }
  });

  it('has eight overview groups and eight portfolio offerings with the spec names', () => {
    expect(industriesOverview.industryGroups.map((g) => g.title)).toEqual(SPEC_INDUSTRY_GROUP_TITLES);
    expect(servicesOverview.aiPortfolio.map((o) => o.title)).toEqual(SPEC_AI_PORTFOLIO);
    expect(servicesOverview.serviceIndustryCards).toHaveLength(6);
    expect(servicesOverview.differentiators).toHaveLength(4);
  });

  it('exposes the industry records by slug', () => {
    expect(getIndustry('agriculture')?.name).toBe('Agriculture');
    expect(getIndustry('nope')).toBeUndefined();
  });
});

describe('word minimums', () => {
  it.each(allServices().map((s) => [s.slug, s] as const))('service %s has at least 300 words', (_, service) => {
    expect(words(service)).toBeGreaterThanOrEqual(300);
  });

  it.each(allIndustries().map((i) => [i.slug, i] as const))('industry %s has at least 500 words', (_, industry) => {
    expect(words(industry)).toBeGreaterThanOrEqual(500);
  });

  it.each(allInsights().map((a) => [a.slug, a] as const))(
    'article %s has at least 900 words in at least 8 paragraphs of 40–120 words',
    (_, insight) => {
      // Headings (docs/content.md: long articles may use `## `) are not paragraphs.
      const paragraphs = splitParagraphs(insight.content).filter((block) => !/^#{2,6} /.test(block));
      expect(countWords(insight.content)).toBeGreaterThanOrEqual(900);
      expect(paragraphs.length).toBeGreaterThanOrEqual(8);
      for (const paragraph of paragraphs) {
        expect(countWords(paragraph)).toBeGreaterThanOrEqual(40);
        expect(countWords(paragraph)).toBeLessThanOrEqual(120);
      }
    },
  );

  it.each(allInsights().flatMap((a) => (a.update ? [[a.slug, a.update] as const] : [])))(
    "article %s's update note runs in paragraphs of 40–120 words",
    (_, update) => {
      for (const paragraph of splitParagraphs(update)) {
        expect(countWords(paragraph)).toBeGreaterThanOrEqual(40);
        expect(countWords(paragraph)).toBeLessThanOrEqual(120);
      }
    },
  );

  it.each(allLegalDocuments().map((d) => [d.slug, d] as const))('legal page %s has at least 1,200 words', (_, document) => {
    // The body alone: `sections` is the same text again, split at its headings.
    expect(countWords(document.body)).toBeGreaterThanOrEqual(1200);
  });
});

describe('the writing', () => {
  const pages = [...allServices(), ...allIndustries(), ...allInsights(), ...allLegalDocuments()];

  it('shares no paragraph between two pages', () => {
    const owner = new Map<string, string>();
    const shared: string[] = [];
    for (const page of pages) {
      for (const text of visibleStrings(page).flatMap(splitParagraphs)) {
        if (countWords(text) < 12) continue; // short labels such as feature names may repeat
        const key = text.toLowerCase();
        const first = owner.get(key);
        if (first && first !== page.slug) shared.push(`${first} & ${page.slug}: ${text.slice(0, 60)}`);
        owner.set(key, page.slug);
      }
    }
    expect(shared).toEqual([]);
  });

  it('uses none of the banned filler words', () => {
    const banned = /\b(lorem\s+ipsum|revolutionary|cutting-edge|synergy|synergies|unlock|unlocks|game-changer|world-class|best-in-class|fast-paced world)\b/i;
    const offenders = pages.flatMap((page) => visibleStrings(page).filter((text) => banned.test(text)).map((t) => `${page.slug}: ${t.match(banned)?.[0]}`));
    expect(offenders).toEqual([]);
  });
});
