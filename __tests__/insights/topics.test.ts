/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { topicIntroRecords } from '@/content/topics';
import { insightRecords } from '@/lib/content/collections';
import { allTopicIntros, allTopics, deriveTopics, isSharedTopic, sharedTopics, topicHeading, topicIntro, topicLinks, topicProblems, topicsWithoutIntro } from '@/lib/content/topics';
import { topicIntroProblems } from '@/lib/content/lengths';
import { slugOf } from '@/lib/content/slug.mjs';

const names = {
  service: (slug: string) => ({ 'strategy-consulting': 'Strategy Consulting', 'ai-solutions': 'AI Solutions' })[slug],
  industry: (slug: string) => ({ manufacturing: 'Manufacturing' })[slug],
};
const article = (slug: string, relatedTopics: string[], relatedServices: string[] = [], relatedIndustries: string[] = []) => ({
  slug,
  relatedTopics,
  relatedServices,
  relatedIndustries,
});

/** Two articles sharing a subject and a service. */
const twoArticles = [
  article('a', ['Model Governance', 'Cybersecurity'], ['strategy-consulting'], ['manufacturing']),
  article('b', ['Cybersecurity'], ['ai-solutions', 'strategy-consulting']),
];

describe('slugOf: a label as a URL key (topic pages, and new articles\' file names)', () => {
  it.each([
    ['Supply Chain Planning', 'supply-chain-planning'],
    ['California SB 253', 'california-sb-253'],
    ['GLP-1 Costs', 'glp-1-costs'],
    ['Crypto-Agility', 'crypto-agility'],
    ['CSRD', 'csrd'],
    ['Scope 3', 'scope-3'],
    ['Research & Development', 'research-and-development'],
    ['  Café  Économie! ', 'cafe-economie'],
  ])('%s → %s', (label, slug) => {
    expect(slugOf(label)).toBe(slug);
  });
});

describe('deriveTopics', () => {
  it('gathers each topic once with every article that carries it, subjects then services then industries, alphabetical', () => {
    const topics = deriveTopics(twoArticles, names);
    expect(topics).toEqual([
      { slug: 'cybersecurity', label: 'Cybersecurity', kind: 'subject', insightSlugs: ['a', 'b'] },
      { slug: 'model-governance', label: 'Model Governance', kind: 'subject', insightSlugs: ['a'] },
      { slug: 'ai-solutions', label: 'AI Solutions', kind: 'service', insightSlugs: ['b'] },
      { slug: 'strategy-consulting', label: 'Strategy Consulting', kind: 'service', insightSlugs: ['a', 'b'] },
      { slug: 'manufacturing', label: 'Manufacturing', kind: 'industry', insightSlugs: ['a'] },
    ]);
  });

  /** Where an article's field item sits; integrity.ts passes one that reads the file's line. */
  const at = (slug: string, field: string, index: number) => `${slug}[${field} ${index}]`;

  it('reports two different topics that would share one URL, keeping the first', () => {
    const articles = [article('a', ['Scope 3']), article('b', ['Scope-3'])];
    expect(topicProblems(articles, names, at)).toEqual([
      'b[relatedTopics 0]: relatedTopics: "Scope-3" would share the URL /insights/topics/scope-3 with "Scope 3" (a[relatedTopics 0]); spell the topic the same way in both, or differently enough for a URL of its own',
    ]);
    expect(deriveTopics(articles, names)).toEqual([{ slug: 'scope-3', label: 'Scope 3', kind: 'subject', insightSlugs: ['a'] }]);
    // A subject named like an industry slug collides with the industry's page.
    expect(topicProblems([article('a', ['Manufacturing'], [], ['manufacturing'])], names, at)).toEqual([
      expect.stringMatching(/^a\[relatedIndustries 0\]: relatedIndustries: the industry "Manufacturing" would share the URL \/insights\/topics\/manufacturing with "Manufacturing" \(a\[relatedTopics 0\]\)/),
    ]);
  });

  it('reports a label with nothing to put in a URL, and leaves an unknown service or industry to the integrity check', () => {
    expect(topicProblems([article('a', ['???'])], names, at)).toEqual(['a[relatedTopics 0]: relatedTopics: "???" has no letters or digits to make a URL of']);
    // The integrity check names the unknown slug with the ones there are; loading the topics must not stop first.
    expect(deriveTopics([article('a', ['X'], ['no-such-service'], ['atlantis'])], names).map((t) => t.slug)).toEqual(['x']);
    expect(topicProblems([article('a', ['X'], ['no-such-service'], ['atlantis'])], names, at)).toEqual([]);
  });
});

describe('sharedTopics', () => {
  it('keeps the topics more than one article carries, in index order', () => {
    const topics = deriveTopics(twoArticles, names);
    expect(sharedTopics(topics).map((t) => t.slug)).toEqual(['cybersecurity', 'strategy-consulting']);
    expect(sharedTopics(deriveTopics([article('a', ['Cybersecurity'])], names))).toEqual([]);
    expect(isSharedTopic({ insightSlugs: ['a'] })).toBe(false);
    expect(isSharedTopic({ insightSlugs: ['a', 'b'] })).toBe(true);
  });
});

describe('topicHeading', () => {
  it("is not the bare label, which heads the service or industry page of that name", () => {
    expect(topicHeading({ label: 'Strategy Consulting' })).toBe('Insights on Strategy Consulting');
  });
});

describe("the site's topics", () => {
  it('cover every Related Topics label, related service and related industry of the articles', () => {
    const slugs = new Set(allTopics().map((t) => t.slug));
    // Published ones: the tests run as production, where drafts and their topics are hidden (a preview's
    // `check:content` checks a draft's topics).
    for (const record of insightRecords.filter((r) => !r.draft)) {
      for (const label of record.relatedTopics) expect(slugs).toContain(slugOf(label));
      for (const slug of [...record.relatedServices, ...(record.relatedIndustries ?? [])]) expect(slugs).toContain(slug);
    }
  });

  it('each have one introduction of one paragraph, and no introduction is left over', () => {
    expect(topicsWithoutIntro(allTopics(), allTopicIntros())).toEqual([]);
    const topicSlugs = new Set(allTopics().map((t) => t.slug));
    // A draft's new topic may already have its introduction, ready for the day it is published.
    const draftTopics = new Set(
      insightRecords.filter((r) => r.draft).flatMap((r) => [...r.relatedTopics.map(slugOf), ...r.relatedServices, ...(r.relatedIndustries ?? [])]),
    );
    expect(topicIntroRecords.map((r) => r.slug).filter((slug) => !topicSlugs.has(slug) && !draftTopics.has(slug))).toEqual([]);
    // One paragraph of 35 to 90 words (lib/content/lengths.ts; npm run check:content applies the same rule).
    expect(allTopicIntros().flatMap((intro) => topicIntroProblems(intro).map((problem) => `${intro.slug}: ${problem}`))).toEqual([]);
  });

  it('speak of "these articles" only where the page lists more than one', () => {
    const plural = /\b(these|the|our) articles\b|\barticles (below|here)\b/i;
    const single = allTopics().filter((topic) => topic.insightSlugs.length === 1);
    expect(single.filter((topic) => plural.test(topicIntro(topic.slug))).map((topic) => topic.slug)).toEqual([]);
  });

  it('turns an article\'s chips into links to the topic pages', () => {
    expect(topicLinks(['GLP-1 Costs', 'Scope 3'])).toEqual([
      { label: 'GLP-1 Costs', href: '/insights/topics/glp-1-costs' },
      { label: 'Scope 3', href: '/insights/topics/scope-3' },
    ]);
  });
});

describe('the build fails on a topic with no introduction', () => {
  it('topicsWithoutIntro names the topics missing one', () => {
    expect(topicsWithoutIntro([{ slug: 'a' }, { slug: 'b' }], [{ slug: 'b' }])).toEqual(['a']);
  });

  it('assertContentIntegrity throws when content/topics.ts lacks an introduction', () => {
    jest.isolateModules(() => {
      jest.doMock('@/content/topics', () => ({
        topicIntroRecords: topicIntroRecords.filter((record) => record.slug !== 'cybersecurity'),
      }));
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { assertContentIntegrity } = require('@/lib/content/integrity') as typeof import('@/lib/content/integrity');
      const path = 'content/insights/quantum-computing-breakthrough-2025.md';
      const line = readFileSync(path, 'utf8').split('\n').indexOf('  - Cybersecurity') + 1;
      expect(() => assertContentIntegrity()).toThrow(
        `${path}:${line}: relatedTopics: topic "Cybersecurity" (/insights/topics/cybersecurity) has no introduction; add a record with slug 'cybersecurity', its intro and metaDescription to content/topics.ts (docs/content.md, "Add an article")`,
      );
    });
    jest.dontMock('@/content/topics');
  });
});
