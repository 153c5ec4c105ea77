import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { FEATURED_INSIGHT_SLUGS } from '@/content/insights';
import { peopleRecords } from '@/content/people';
import { industrySchema, insightSchema, legalDocumentSchema, personSchema, serviceSchema, slugSchema, topicIntroSchema } from '@/content/schemas';
import { topicIntroRecords } from '@/content/topics';
import { datedIndustrySchema, datedInsightSchema, industryRecords, insightRecords, legalDocumentRecords, serviceRecords } from '@/lib/content/collections';
import { parseMarkdownRecord, readMarkdownFile } from '@/lib/content/markdown-files';
import { allIndustries, getIndustry } from '@/lib/content/industries';
import { allInsights, featuredInsightCards } from '@/lib/content/insights';
import { allLegalDocuments } from '@/lib/content/legal';
import { industriesOverview, servicesOverview } from '@/lib/content/pages';
import { assertUniqueSlugs, parseRecords } from '@/lib/content/parse';
import { allServices } from '@/lib/content/services';
import { datedTopicIntroSchema } from '@/lib/content/topics';
import { industryStatLines } from '@/lib/industry-display';
import { articleBodyProblems, legalWordProblems, pageWordProblems, updateNoteProblems } from '@/lib/content/lengths';
import { countWords, splitParagraphs } from '@/lib/text';
import { visibleStrings } from '@/lib/content/record-text';
import {
  SPEC_AI_PORTFOLIO,
  SPEC_INDUSTRY_GROUP_TITLES,
  SPEC_INDUSTRY_SLUGS,
  SPEC_INSIGHT_SLUGS,
  SPEC_SERVICE_SLUGS,
} from '@/e2e/support/spec-constants';

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
    expect(() => parseRecords(industrySchema, broken, 'industry', 'content/industries')).toThrow(/Invalid content[\s\S]*stats/);
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

describe('a TypeScript record file names the file, the line and the record', () => {
  /** The 1-based line of the first line at or after `from` that matches, read here independently of the code under test. */
  const lineOf = (path: string, pattern: RegExp, from = 0) =>
    readFileSync(join(process.cwd(), path), 'utf8').split('\n').findIndex((line, index) => index >= from && pattern.test(line)) + 1;

  it('a person whose slug is not kebab-case, with what a slug may hold', () => {
    const broken = peopleRecords.map((person, i) => (i === 3 ? { ...person, slug: 'Marisol_Vega' } : person));
    expect(() => parseRecords(personSchema, broken, 'person', 'content/people.ts')).toThrow(
      'Invalid content:\ncontent/people.ts: person "Marisol_Vega": slug: must be kebab-case: lowercase letters and digits in words joined by "-", such as "water-rights"',
    );
  });

  it('a slug whose words are not joined by single hyphens', () => {
    for (const slug of ['water-rights-', '-water-rights', 'water--rights']) expect(slugSchema.safeParse(slug).success).toBe(false);
    expect(slugSchema.safeParse('water-rights').success).toBe(true);
  });

  it('a field of a person, at its own line', () => {
    const slug = peopleRecords[3]!.slug;
    const broken = peopleRecords.map((person, i) => (i === 3 ? { ...person, background: '_Formerly_ at a bank.' } : person));
    const line = lineOf('content/people.ts', /^\s*background:/, lineOf('content/people.ts', new RegExp(`slug: '${slug}'`)));
    expect(() => parseRecords(personSchema, broken, 'person', 'content/people.ts')).toThrow(
      new RegExp(`^Invalid content:\ncontent/people\\.ts:${line}: person "${slug}": background: plain text field`),
    );
  });

  it('a record with no slug, by its place in the list', () => {
    const broken = peopleRecords.map((person, i) => (i === 1 ? { ...person, slug: undefined } : person));
    expect(() => parseRecords(personSchema, broken, 'person', 'content/people.ts')).toThrow('content/people.ts: person #2: slug:');
  });

  it('a topic introduction written twice, at its line', () => {
    const [first] = topicIntroRecords;
    expect(() => assertUniqueSlugs([...topicIntroRecords, first!], 'topic intro', 'content/topics.ts')).toThrow(
      `Invalid content:\ncontent/topics.ts:${lineOf('content/topics.ts', new RegExp(`slug: '${first!.slug}'`))}: topic intro "${first!.slug}" is written twice; keep one`,
    );
    expect(() => parseRecords(topicIntroSchema, topicIntroRecords, 'topic intro', 'content/topics.ts')).not.toThrow();
  });

  it.each([
    ['article', 'content/insights/ai-decision-making-2025.md', datedInsightSchema, ['publishedAt', 'modifiedAt', 'reviewedAt']],
    ['industry page', 'content/industries/manufacturing.md', datedIndustrySchema, ['reviewedAt']],
  ] as const)("an %s's dates: none still to come in Casper, named at its line", (_kind, path, schema, fields) => {
    const file = readMarkdownFile(join(process.cwd(), path));
    const last = fields.at(-1)!;
    const reviewedOn = (day: string) => () => parseMarkdownRecord(schema, { ...file, data: { ...file.data, [last]: day } }, 'content');
    const record = parseMarkdownRecord(schema, file, 'content') as Record<string, unknown>;
    const stillToCome = (days: Record<string, string>) =>
      (schema.safeParse({ ...record, ...days }).error?.issues ?? []).filter((issue) => issue.message.startsWith('a day still to come')).map((issue) => issue.path.join('.'));
    // 23:30 on November 28 in Casper, when UTC's day is already the 29th.
    jest.useFakeTimers({ now: new Date('2026-11-29T06:30:00Z') });
    try {
      expect(reviewedOn('2026-11-28')).not.toThrow();
      expect(reviewedOn('2026-11-29')).toThrow(
        `${path}:${file.lineOf(last)}: ${last}: a day still to come in Casper (today there is 2026-11-28); date an edit on the day it is made`,
      );
      expect(stillToCome(Object.fromEntries(fields.map((field) => [field, '2026-11-29'])))).toEqual(fields);
      jest.setSystemTime(new Date('2026-11-29T07:30:00Z'));
      expect(reviewedOn('2026-11-29')).not.toThrow();
    } finally {
      jest.useRealTimers();
    }
  });

  it("a topic introduction's date: a real day, and not one still to come in Casper, at its line", () => {
    const [first] = topicIntroRecords;
    const at = lineOf('content/topics.ts', /^\s*modifiedAt:/, lineOf('content/topics.ts', new RegExp(`slug: '${first!.slug}'`)));
    const parse = (modifiedAt: unknown) => () => parseRecords(datedTopicIntroSchema, [{ ...first, modifiedAt }], 'topic intro', 'content/topics.ts');
    // 23:30 on November 28 in Casper, when UTC's day is already the 29th.
    jest.useFakeTimers({ now: new Date('2026-11-29T06:30:00Z') });
    try {
      expect(parse('2026-11-28')).not.toThrow();
      expect(parse('2026-11-29')).toThrow(
        `content/topics.ts:${at}: topic intro "${first!.slug}": modifiedAt: a day still to come in Casper (today there is 2026-11-28); date an edit on the day it is made`,
      );
      expect(parse('2026-02-30')).toThrow(/^Invalid content:\n[^\n]*: modifiedAt: expected a calendar date written YYYY-MM-DD, such as 2025-03-04$/);
      expect(parse(undefined)).toThrow(`content/topics.ts:${at}: topic intro "${first!.slug}": modifiedAt:`);
    } finally {
      jest.useRealTimers();
    }
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

describe('word minimums (lib/content/lengths.ts; npm run check:content applies the same rules)', () => {
  it.each(allServices().map((s) => [s.slug, s] as const))('service %s has at least 300 words', (_, service) => {
    expect(pageWordProblems('service', service)).toEqual([]);
  });

  it.each(allIndustries().map((i) => [i.slug, i] as const))('industry %s has at least 500 words', (_, industry) => {
    expect(pageWordProblems('industry', industry)).toEqual([]);
  });

  it.each(allInsights().map((a) => [a.slug, a] as const))('article %s has at least 900 words in at least 8 paragraphs of 40–120 words', (_, insight) => {
    expect(articleBodyProblems(insight.content)).toEqual([]);
  });

  it.each(allInsights().flatMap((a) => (a.update ? [[a.slug, a.update] as const] : [])))(
    "article %s's update note runs in paragraphs of 40–120 words",
    (_, update) => {
      expect(updateNoteProblems(update)).toEqual([]);
    },
  );

  it('an update note of one paragraph over 120 words is refused, and the same words in two paragraphs pass', () => {
    const half = Array.from({ length: 80 }, (_, i) => `word${i}`).join(' ');
    expect(updateNoteProblems(`${half} ${half}`)).toEqual(['paragraph 1 has 160 words; each needs 40 to 120']);
    expect(updateNoteProblems(`${half}\n\n${half}`)).toEqual([]);
  });

  it.each(allLegalDocuments().map((d) => [d.slug, d] as const))('legal page %s has at least 1,200 words', (_, document) => {
    expect(legalWordProblems(document)).toEqual([]);
  });

  it('counts what the rules say: headings are not paragraphs, and each paragraph is placed at its line', () => {
    const paragraph = (n: number) => Array.from({ length: n }, () => 'word').join(' ');
    const body = ['## A heading', paragraph(50), paragraph(39), '', paragraph(121)].join('\n\n');
    expect(articleBodyProblems(body)).toEqual([
      { line: 0, message: '213 words; a published article needs at least 900' },
      { line: 0, message: "3 paragraphs; a published article needs at least 8 ('## ' headings do not count)" },
      { line: 4, message: 'paragraph 2 has 39 words; each needs 40 to 120' },
      { line: 8, message: 'paragraph 3 has 121 words; each needs 40 to 120' },
    ]);
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
