import { render } from '@testing-library/react';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import AboutPage from '@/app/about/page';
import IndustryPage from '@/app/industries/[slug]/page';
import InsightPage from '@/app/insights/[slug]/page';
import ServicePage from '@/app/services/[slug]/page';
import { industrySchema, insightSchema, MAX_SECTOR_YEARS_PER_SPECIALIST, satisfactionPercent } from '@/content/schemas';
import { siteConfig } from '@/content/site-config';
import { topicIntroRecords } from '@/content/topics';
import { industryRecords, insightRecords } from '@/lib/content/collections';
import { allIndustries } from '@/lib/content/industries';
import { allInsights } from '@/lib/content/insights';
import { contactContent, homeContent, servicesOverview } from '@/lib/content/pages';
import { allPeople, getPerson } from '@/lib/content/people';
import { allServices, getService } from '@/lib/content/services';
import { visibleStrings } from '@/lib/content/record-text';

/*
 * The consistency issue #12 asked for: figures that can all be true at once,
 * for a firm of the size the site states, and no template seams.
 */

const params = (slug: string) => ({ params: Promise.resolve({ slug }) });
const DOUBLED_WORD = /\b(\w+)\s+\1\b/i;
const YEARS_ACTIVE = 2026 - siteConfig.foundingYear;
const contentDir = join(process.cwd(), 'content');
/** Every content file but the site config, as written: the facts of the config must not be typed in them. */
const filesBesideConfig = () =>
  readdirSync(contentDir, { recursive: true, encoding: 'utf8' })
    .filter((f) => (f.endsWith('.ts') || f.endsWith('.md')) && f !== 'site-config.ts')
    .map((f) => ({ f, text: readFileSync(join(contentDir, f), 'utf8') }));

describe('industry stats: every basis fits its count', () => {
  it.each(allIndustries().map((i) => [i.slug, i.stats] as const))('%s', (_, stats) => {
    const { rated, surveyed } = stats.satisfaction;
    expect(rated).toBeLessThanOrEqual(surveyed);
    expect(surveyed).toBeLessThanOrEqual(stats.projects.count);
    const percent = satisfactionPercent(stats.satisfaction);
    expect(percent).toBeGreaterThanOrEqual(94);
    expect(percent).toBeLessThanOrEqual(98);
    expect(stats.specialists.count).toBeLessThanOrEqual(siteConfig.headCount);
    expect(stats.experienceYears).toBeLessThanOrEqual(stats.specialists.count * MAX_SECTOR_YEARS_PER_SPECIALIST);
  });

  it('rejects a record whose survey basis exceeds its engagement count', () => {
    const record = industryRecords[0]!;
    const stats = { ...record.stats, satisfaction: { rated: 48, surveyed: 49 } };
    const result = industrySchema.safeParse({ ...record, stats });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/cannot exceed the \d+ engagements/);
  });

  it('rejects a percentage that its basis cannot produce in range (16 of 18 is 89%)', () => {
    const record = industryRecords[0]!;
    const result = industrySchema.safeParse({ ...record, stats: { ...record.stats, satisfaction: { rated: 16, surveyed: 18 } } });
    expect(result.success).toBe(false);
  });
});

describe('firm totals fit the head count in the site config', () => {
  const industries = allIndustries();
  const sum = (pick: (i: (typeof industries)[number]) => number) => industries.reduce((total, i) => total + pick(i), 0);

  it('has specialists overlapping across sectors, at most 3.5 sectors a consultant on average', () => {
    expect(sum((i) => i.stats.specialists.count)).toBeLessThanOrEqual(siteConfig.headCount * 3.5);
  });

  it('claims no more combined sector years than a senior team of that size has worked (25 years a head)', () => {
    expect(sum((i) => i.stats.experienceYears)).toBeLessThanOrEqual(siteConfig.headCount * 25);
  });

  it('claims no more engagements than the team can run since founding (2.5 a consultant a year)', () => {
    expect(sum((i) => i.stats.projects.count)).toBeLessThanOrEqual(siteConfig.headCount * YEARS_ACTIVE * 2.5);
  });

  it('lists no more people than the firm employs', () => {
    expect(allPeople().length).toBeLessThanOrEqual(siteConfig.headCount);
  });

  it('states the head count only in the site config', () => {
    const typed = new RegExp(`\\b${siteConfig.headCount}\\s+(people|consultants|staff|employees)\\b`);
    expect(filesBesideConfig().filter(({ text }) => typed.test(text)).map(({ f }) => f)).toEqual([]);
  });
});

describe('articles', () => {
  it.each(allInsights().map((a) => [a.slug, a] as const))('%s is dated twice and names its sources and author', (_, insight) => {
    expect(insight.reviewedAt >= insight.modifiedAt).toBe(true);
    expect(insight.modifiedAt >= insight.publishedAt).toBe(true);
    expect(insight.date).toMatch(/^\d{4} Forecast$/);
    expect(insight.sources.length).toBeGreaterThan(0);
    expect(getPerson(insight.authorSlug)).toBeDefined();
  });

  it('rejects an article without a reviewed date', () => {
    const record: Partial<(typeof insightRecords)[number]> = { ...insightRecords[0]! };
    delete record.reviewedAt;
    const result = insightSchema.safeParse(record);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain('reviewedAt');
  });

  it('rejects a reviewed date before the last change', () => {
    const record = { ...insightRecords[0]!, reviewedAt: '2025-01-01', modifiedAt: '2026-11-22' };
    expect(insightSchema.safeParse(record).success).toBe(false);
  });

  it('varies the opening of the counterargument and of the closing advice', () => {
    const paragraphs = allInsights().map((insight) => insight.content.split(/\n\s*\n/));
    const openings = (pick: (ps: string[]) => string) => paragraphs.map((ps) => pick(ps).split(/\s+/).slice(0, 3).join(' '));
    expect(new Set(openings((ps) => ps.at(-1)!)).size).toBe(allInsights().length);
    for (const insight of allInsights()) {
      expect(insight.content).not.toMatch(/The strongest objection|For (the )?next quarter/);
      // Dated outlooks say "in 2025", never "this year", which goes stale.
      expect([insight.excerpt, insight.content, ...insight.keyPoints].join(' ')).not.toMatch(/\bthis year\b/);
    }
  });

  it("names every industry page's four services in title case, as half of them were and every heading of the site's is", () => {
    // Words a title leaves lowercase unless they open it (Chicago's articles, conjunctions and short prepositions).
    const minor = new Set(['a', 'an', 'the', 'and', 'or', 'nor', 'but', 'for', 'of', 'in', 'on', 'to', 'by', 'at', 'with', 'vs']);
    const lowercaseWords = (title: string) => title.split(' ').filter((word, index) => /^[a-z]/.test(word) && (index === 0 || !minor.has(word)));
    for (const industry of allIndustries()) {
      expect(industry.services.flatMap((service) => lowercaseWords(service.title).map((word) => `${service.title}: ${word}`))).toEqual([]);
    }
  });

  /** Every string we wrote that a page shows; a source is cited as it titles and dates itself. */
  const ourProse = () =>
    [...allIndustries(), ...allServices(), ...allInsights().map((insight) => ({ ...insight, sources: [] })), ...topicIntroRecords].flatMap((record) =>
      visibleStrings(record),
    );

  it('writes dates month first, the house style (US): "April 6, 2026", not "6 April 2026"; a source keeps its own', () => {
    const dayFirst = /\b\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}\b/;
    expect(ourProse().filter((text) => dayFirst.test(text))).toEqual([]);
  });

  it('writes money in words of scale, as most pages do: "$3.2 million", not "$3.2M"', () => {
    expect(ourProse().filter((text) => /\$\d+(\.\d+)?[KMB]\b/.test(text))).toEqual([]);
  });

  it('lets no industry, service or topic introduction say "this year" either: it is read long after it was written', () => {
    const prose = [...allIndustries(), ...allServices(), ...topicIntroRecords].map((record) => JSON.stringify(record));
    for (const text of prose) expect(text).not.toMatch(/\bthis year\b/i);
  });
});

describe('rendered headings', () => {
  const headingTexts = (container: HTMLElement) => [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => h.textContent ?? '');

  it('repeat no word back to back on any industry, service, article or about page', async () => {
    const rendered = [
      ...(await Promise.all(allIndustries().map(async (i) => render(await IndustryPage(params(i.slug)))))),
      ...(await Promise.all(allServices().map(async (s) => render(await ServicePage(params(s.slug)))))),
      ...(await Promise.all(allInsights().map(async (a) => render(await InsightPage(params(a.slug)))))),
      render(<AboutPage />),
    ];
    const doubled = rendered.flatMap(({ container }) => headingTexts(container).filter((text) => DOUBLED_WORD.test(text)));
    expect(doubled).toEqual([]);
  });

  it('would catch the old "Our Banking & Financial Services Services"', () => {
    expect(DOUBLED_WORD.test('Our Banking & Financial Services Services')).toBe(true);
  });
});

describe('one promise, one catalogue, one address', () => {
  it('words the response time the way the contact page does, everywhere', () => {
    expect(contactContent.contactIntro).toContain(siteConfig.responsePromise);
    const roots = ['app', 'components', 'content', 'lib'].map((dir) => join(process.cwd(), dir));
    const files = roots.flatMap((root) =>
      readdirSync(root, { recursive: true, encoding: 'utf8' })
        .filter((f) => /\.tsx?$/.test(f))
        .map((f) => join(root, f)),
    );
    const offenders = files.filter((file) => /24 hours on business days|reply within 24 hours/i.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('describes each AI offering the same way on /services and /services/ai-solutions', () => {
    const detail = getService('ai-solutions')!.aiServices!;
    for (const offering of detail) {
      const overview = servicesOverview.aiPortfolio.find((o) => o.title === offering.title);
      expect(overview).toBeDefined();
      expect(overview!.icon).toBe(offering.icon);
      for (const direction of ['inbound', 'outbound']) {
        expect(offering.description.includes(direction)).toBe(overview!.description.includes(direction));
      }
    }
  });

  it('keeps the street line in the site config only', () => {
    const street = siteConfig.address.street.split(',')[0]!;
    expect(filesBesideConfig().filter(({ text }) => text.includes(street)).map(({ f }) => f)).toEqual([]);
  });

  // A rename or a new address then changes content/site-config.ts alone; files write {{name}}, {{shortName}}, {{email}}.
  it("names the firm and gives its e-mail and phone in the site config only", () => {
    const facts = [siteConfig.shortName, siteConfig.email, siteConfig.phone.display, siteConfig.phone.e164];
    const offenders = filesBesideConfig().flatMap(({ f, text }) => facts.filter((fact) => text.includes(fact)).map((fact) => `${f}: ${fact}`));
    expect(offenders).toEqual([]);
    // The pages' own code and metadata too (a search description, keywords): they read siteConfig.
    const code = ['app', 'components', 'lib'].flatMap((dir) =>
      readdirSync(join(process.cwd(), dir), { recursive: true, encoding: 'utf8' })
        .filter((f) => /\.(tsx?|mjs)$/.test(f))
        .map((f) => join(dir, f)),
    );
    const typedInCode = code.flatMap((f) => facts.filter((fact) => readFileSync(f, 'utf8').includes(fact)).map((fact) => `${f}: ${fact}`));
    expect(typedInCode).toEqual([]);
  });
});

test('a client quoted on the home page shares no first or last name with the firm’s own people, so no quote reads as written in-house', () => {
  const staffNames = new Set(allPeople().flatMap((person) => person.name.split(' ')));
  const clash = homeContent.testimonials.flatMap((quote) => quote.author.split(' ').filter((part) => staffNames.has(part)));
  expect(clash).toEqual([]);
});
