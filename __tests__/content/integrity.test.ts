/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import packageJson from '@/package.json';
import { INDUSTRY_ORDER } from '@/content/industries';
import type { Insight } from '@/content/schemas';
import { SERVICE_ORDER } from '@/content/services';
import { ARTICLE_PLACEHOLDERS } from '@/lib/content/article-skeleton.mjs';
import { assertContentIntegrity, findContentProblems, siteContent, type ContentSnapshot } from '@/lib/content/integrity';
import { draftToDos } from '@/lib/content/publication';
import { titleTag } from '@/lib/title-tag';

/** The 1-based line a front-matter field starts on, read here independently of the code under test. */
function lineOf(path: string, key: string): number {
  const line = readFileSync(path, 'utf8').split('\n').findIndex((text) => text.startsWith(`${key}:`)) + 1;
  expect(line).toBeGreaterThan(1);
  return line;
}

/** A copy of the real content with one record changed. */
function withBroken(change: (content: ContentSnapshot) => ContentSnapshot): ContentSnapshot {
  return change(siteContent());
}

describe('content integrity', () => {
  it('finds no problem in the site content', () => {
    expect(findContentProblems()).toEqual([]);
    expect(() => assertContentIntegrity()).not.toThrow();
  });

  const INDUSTRIES = `an industry is a file of content/industries/: ${INDUSTRY_ORDER.join(', ')}`;

  it('names a service that links to a missing industry, at the line of the item, with the industries there are', () => {
    const broken = withBroken((content) => ({
      ...content,
      services: content.services.map((s, i) => (i === 0 ? { ...s, relatedIndustries: s.relatedIndustries.map((slug, j) => (j === 1 ? 'no-such-industry' : slug)) } : s)),
    }));
    const path = 'content/services/strategy-consulting.md';
    expect(() => assertContentIntegrity(broken)).toThrow(
      `Content integrity check failed:\n- ${path}:${lineOf(path, 'relatedIndustries') + 2}: relatedIndustries: unknown industry "no-such-industry"; ${INDUSTRIES}`,
    );
  });

  it('names a services-overview card that links to a missing industry', () => {
    const broken = withBroken((content) => ({
      ...content,
      servicesOverview: {
        serviceIndustryCards: content.servicesOverview.serviceIndustryCards.map((card, i) => (i === 0 ? { ...card, industrySlug: 'no-such-industry' } : card)),
      },
    }));
    expect(findContentProblems(broken)).toEqual([
      expect.stringMatching(/^content\/pages\/services\.md:\d+: serviceIndustryCards\.0\.industrySlug: unknown industry "no-such-industry"/),
    ]);
  });

  it('names an article that links to a missing service, at the line of the field', () => {
    const broken = withBroken((content) => ({
      ...content,
      insights: content.insights.map((a, i) => (i === 1 ? { ...a, relatedServices: ['gone'] } : a)),
    }));
    const path = `content/insights/${broken.insights[1]!.slug}.md`;
    expect(findContentProblems(broken)).toEqual([
      `${path}:${lineOf(path, 'relatedServices') + 1}: relatedServices: unknown service "gone"; a service is a file of content/services/: ${SERVICE_ORDER.join(', ')}`,
    ]);
  });

  it('names an article whose author is not one of the people, at the line of the field', () => {
    const broken = withBroken((content) => ({
      ...content,
      insights: content.insights.map((a, i) => (i === 0 ? { ...a, authorSlug: 'nobody-here' } : a)),
    }));
    const path = `content/insights/${broken.insights[0]!.slug}.md`;
    expect(findContentProblems(broken)).toEqual([
      `${path}:${lineOf(path, 'authorSlug')}: authorSlug: unknown person "nobody-here"; a person is a record of content/people.ts: ${siteContent().people.map((p) => p.slug).join(', ')}`,
    ]);
  });

  it('names a record with no file of its own by its file alone', () => {
    const broken = withBroken((content) => ({
      ...content,
      insights: [...content.insights, { ...content.insights[0]!, slug: 'not-written-yet', authorSlug: 'nobody-here', imageUrl: '/images/insights/not-written-yet.svg' }],
    }));
    expect(findContentProblems(broken)).toEqual([expect.stringMatching(/^content\/insights\/not-written-yet\.md: authorSlug: unknown person "nobody-here"; /)]);
  });

  it("reports an article's unknown industry at its line instead of failing to load the topics (which a related industry becomes)", () => {
    const path = 'content/insights/vr-workplace-2025.md';
    jest.isolateModules(() => {
      const real = jest.requireActual<typeof import('@/lib/content/collections')>('@/lib/content/collections');
      const insightRecords = real.insightRecords.map((record) =>
        record.slug === 'vr-workplace-2025' ? { ...record, relatedIndustries: record.relatedIndustries.map((slug) => (slug === 'construction' ? 'constructions' : slug)) } : record,
      );
      jest.doMock('@/lib/content/collections', () => ({ ...real, insightRecords }));
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const integrity = require('@/lib/content/integrity') as typeof import('@/lib/content/integrity');
      expect(integrity.findContentProblems()).toEqual([
        `${path}:${lineOf(path, 'relatedIndustries') + 1}: relatedIndustries: unknown industry "constructions"; ${INDUSTRIES}`,
      ]);
    });
    jest.dontMock('@/lib/content/collections');
  });

  it('names the articles whose topic labels would share one URL, at their lines', () => {
    const broken = withBroken((content) => ({
      ...content,
      insights: content.insights.map((a, i) => (i === 1 ? { ...a, relatedTopics: a.relatedTopics.map((label, j) => (j === 0 ? 'Decision-Intelligence' : label)) } : a)),
    }));
    const [first, second] = broken.insights;
    const path = (slug: string) => `content/insights/${slug}.md`;
    const firstLine = readFileSync(path(first!.slug), 'utf8').split('\n').indexOf('  - Decision Intelligence') + 1;
    expect(findContentProblems(broken)).toEqual([
      `${path(second!.slug)}:${lineOf(path(second!.slug), 'relatedTopics') + 1}: relatedTopics: "Decision-Intelligence" would share the URL /insights/topics/decision-intelligence with "Decision Intelligence" (${path(first!.slug)}:${firstLine}); spell the topic the same way in both, or differently enough for a URL of its own`,
    ]);
  });

  it('reports an industry left out of every overview group, and one listed twice', () => {
    const [first, second, ...rest] = siteContent().industriesOverview.industryGroups;
    const moved = first!.industrySlugs[0]!;
    const broken = withBroken((content) => ({
      ...content,
      industriesOverview: {
        industryGroups: [
          { ...first!, industrySlugs: first!.industrySlugs.slice(1) },
          { ...second!, industrySlugs: [...second!.industrySlugs, second!.industrySlugs[0]!] },
          ...rest,
        ],
      },
    }));
    const problems = findContentProblems(broken);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^content\/pages\/industries\.md:\d+: industryGroups: each industry sits in exactly one group; check: /);
    expect(problems[0]).toContain(moved);
    expect(problems[0]).toContain(second!.industrySlugs[0]!);
  });

  it('lists every problem at once rather than stopping at the first', () => {
    const broken = withBroken((content) => ({
      ...content,
      industries: content.industries.map((ind, i) => (i < 2 ? { ...ind, relatedServices: ['x-1', 'x-2'] } : ind)),
    }));
    // Two unknown slugs in each of two files, each at its own line.
    expect(findContentProblems(broken)).toHaveLength(4);
  });
});

describe('a published article', () => {
  const SLUG = 'vr-workplace-2025';
  const path = `content/insights/${SLUG}.md`;
  const withArticle = (change: Partial<Insight>) =>
    withBroken((content) => ({ ...content, insights: content.insights.map((a) => (a.slug === SLUG ? { ...a, ...change } : a)) }));
  /** The body's first line of text, read here independently of the code under test. */
  const bodyStart = () => {
    const lines = readFileSync(path, 'utf8').split('\n');
    let line = lines.indexOf('---', 1) + 1;
    while (lines[line]!.trim() === '') line += 1;
    return line + 1;
  };
  const P = ARTICLE_PLACEHOLDERS;
  const stillPlaceholder = "still the placeholder `npm run new` wrote; write the article's own";

  it("is refused while it carries the skeleton's placeholder text, each field at its line", () => {
    const real = siteContent().insights.find((a) => a.slug === SLUG)!;
    const broken = withArticle({
      excerpt: P.excerpt,
      metaDescription: P.metaDescription,
      imageAlt: P.imageAlt,
      keyPoints: [real.keyPoints[0]!, P.keyPoints[1]!, ...real.keyPoints.slice(2)],
      sources: [{ ...real.sources[0]!, ...P.source }, ...real.sources.slice(1)],
    });
    const sourcesLine = lineOf(path, 'sources') + 1;
    expect(findContentProblems(broken)).toEqual([
      `${path}:${lineOf(path, 'excerpt')}: excerpt: ${stillPlaceholder}`,
      `${path}:${lineOf(path, 'metaDescription')}: metaDescription: ${stillPlaceholder}`,
      `${path}:${lineOf(path, 'imageAlt')}: imageAlt: ${stillPlaceholder}`,
      `${path}:${lineOf(path, 'keyPoints') + 2}: keyPoints.1: ${stillPlaceholder}`,
      `${path}:${sourcesLine}: sources.0.title: ${stillPlaceholder}`,
      `${path}:${sourcesLine}: sources.0.publisher: ${stillPlaceholder}`,
    ]);
  });

  it('is refused with a body shorter than the rules, and with another article\'s illustration', () => {
    const broken = withArticle({ content: P.content, imageUrl: '/images/insights/ai-decision-making-2025.svg' });
    expect(findContentProblems(broken)).toEqual([
      `${path}:${bodyStart()}: content: ${stillPlaceholder}`,
      `${path}:${bodyStart()}: content: 24 words; a published article needs at least 900`,
      `${path}:${bodyStart()}: content: 1 paragraph; a published article needs at least 8 ('## ' headings do not count)`,
      `${path}:${bodyStart()}: content: paragraph 1 has 24 words; each needs 40 to 120`,
      `${path}:${lineOf(path, 'imageUrl')}: imageUrl: the illustration of ai-decision-making-2025; draw this article's own (a motif in scripts/artwork/motifs/insights.mjs, then node scripts/generate-artwork.mjs; docs/content.md)`,
    ]);
  });

  it('is refused with a page title that search results would cut, at the line of its title or metaTitle', () => {
    const real = siteContent().insights.find((a) => a.slug === SLUG)!;
    const long = 'A Headline Long Enough That a Search Result Cuts It';
    expect(findContentProblems(withArticle({ title: long, metaTitle: undefined }))).toEqual([
      // With today's name: "… | Platte River Consulting" is 77 characters, and a metaTitle may have 39.
      `${path}:${lineOf(path, 'title')}: title: the page title "${titleTag(long)}" is ${titleTag(long).length} characters, over 65, which search results cut mid-word; add a metaTitle of ${65 - titleTag('').length} characters or fewer`,
    ]);
    expect(findContentProblems(withArticle({ metaTitle: `${real.metaTitle ?? 'Short'} Plus` }))).toEqual([
      expect.stringMatching(new RegExp(`^${path}:${lineOf(path, 'metaTitle')}: metaTitle: ".+" is \\d+ characters, over 65; shorten it to ${65 - titleTag('').length} or fewer$`)),
    ]);
    expect(findContentProblems(withArticle({ title: 'A Short Headline', metaTitle: undefined }))).toEqual([]);
  });

  it('is held to the rules only once published: a draft passes, and its to-do lists the same problems', () => {
    const draft = { ...siteContent().insights.find((a) => a.slug === SLUG)!, draft: true, excerpt: P.excerpt };
    expect(findContentProblems(withArticle({ draft: true, excerpt: P.excerpt }))).toEqual([]);
    expect(draftToDos([...siteContent().insights, draft])).toEqual([`${path}:${lineOf(path, 'excerpt')}: excerpt: ${stillPlaceholder}`]);
    expect(draftToDos()).toEqual([]);
  });
});

describe('the length rules every page meets', () => {
  it('names a topic introduction that is too short, at its line in content/topics.ts', () => {
    const broken = withBroken((content) => ({
      ...content,
      topicIntros: content.topicIntros.map((intro, i) => (i === 0 ? { ...intro, intro: 'Too short.' } : intro)),
    }));
    const slug = siteContent().topicIntros[0]!.slug;
    const lines = readFileSync('content/topics.ts', 'utf8').split('\n');
    const line = lines.findIndex((text, index) => index > lines.findIndex((l) => l.includes(`slug: '${slug}'`)) && text.trimStart().startsWith('intro:')) + 1;
    expect(findContentProblems(broken)).toEqual([`content/topics.ts:${line}: topic intro "${slug}": intro: 2 words; an introduction needs 35 to 90`]);
  });

  it('names a topic page whose title search results would cut, at its slug, and a metaTitle still too long, at its line', () => {
    const topic = siteContent().topics.find((candidate) => candidate.slug === 'operations-improvement')!;
    const lines = readFileSync('content/topics.ts', 'utf8').split('\n');
    const slugLine = lines.findIndex((text) => text.includes(`slug: '${topic.slug}'`)) + 1;
    const metaTitleLine = lines.findIndex((text, index) => index >= slugLine && text.trimStart().startsWith('metaTitle:')) + 1;
    const withMetaTitle = (metaTitle: string | undefined) =>
      withBroken((content) => ({
        ...content,
        topicIntros: content.topicIntros.map((intro) => (intro.slug === topic.slug ? { ...intro, metaTitle } : intro)),
      }));
    const heading = titleTag(`Insights on ${topic.label}`);
    expect(heading.length).toBeGreaterThan(65);
    expect(findContentProblems(withMetaTitle(undefined))).toEqual([
      `content/topics.ts:${slugLine}: topic "${topic.slug}" (/insights/topics/${topic.slug}): the page title "${heading}" is ${heading.length} characters, over 65, which search results cut mid-word; add a metaTitle of 39 characters or fewer`,
    ]);
    const long = titleTag('Insights on Operations and Process Improvement');
    expect(findContentProblems(withMetaTitle('Insights on Operations and Process Improvement'))).toEqual([
      `content/topics.ts:${metaTitleLine}: topic "${topic.slug}" (/insights/topics/${topic.slug}): "${long}" is ${long.length} characters, over 65; shorten it to 39 or fewer`,
    ]);
  });

  it('names a service, an industry and a legal page that are too short', () => {
    const broken = withBroken((content) => ({
      ...content,
      services: content.services.map((s, i) => (i === 0 ? { ...s, content: 'Short.', benefits: [], results: [], aiServices: undefined, description: 'Short.' } : s)),
      legalDocuments: content.legalDocuments.map((d, i) => (i === 0 ? { ...d, body: 'Short.' } : d)),
    }));
    expect(findContentProblems(broken)).toEqual([
      expect.stringMatching(/^content\/services\/strategy-consulting\.md:\d+: content: \d+ words in its body and fields; a service page needs at least 300$/),
      expect.stringMatching(/^content\/legal\/terms-of-service\.md:\d+: body: 1 word; a legal page needs at least 1200$/),
    ]);
  });
});

describe('the build step', () => {
  it('runs the checks before every build', () => {
    expect(packageJson.scripts.prebuild).toBe('npm run check:content');
    const run = spawnSync(process.execPath, ['scripts/check-content.mjs'], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/Content integrity: \d+ checks passed/);
  });

  it('refuses a CONTENT_TODAY that is not a day written YYYY-MM-DD, rather than report nothing due', () => {
    for (const value of ['12/01/2027', '2027-02-30']) {
      const run = spawnSync(process.execPath, ['scripts/check-content.mjs'], { encoding: 'utf8', env: { ...process.env, CONTENT_TODAY: value } });
      expect(run.status).toBe(1);
      expect(run.stderr).toBe(`CONTENT_TODAY="${value}" is not a day written YYYY-MM-DD; to see what falls due by March 1, 2027: CONTENT_TODAY=2027-03-01 npm run check:content\n`);
    }
    const run = spawnSync(process.execPath, ['scripts/check-content.mjs'], { encoding: 'utf8', env: { ...process.env, CONTENT_TODAY: '2027-03-01' } });
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/Review-by dates: .* 2027-03-01/);
  });
});
