/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import packageJson from '@/package.json';
import { assertContentIntegrity, findContentProblems, siteContent, type ContentSnapshot } from '@/lib/content/integrity';

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

  it('names a service that links to a missing industry', () => {
    const broken = withBroken((content) => ({
      ...content,
      services: content.services.map((s, i) => (i === 0 ? { ...s, relatedIndustries: [...s.relatedIndustries, 'no-such-industry'] } : s)),
    }));
    const path = 'content/services/strategy-consulting.md';
    expect(() => assertContentIntegrity(broken)).toThrow(
      `Content integrity check failed:\n- ${path}:${lineOf(path, 'relatedIndustries')}: relatedIndustries refers to unknown slug(s): no-such-industry`,
    );
  });

  it('names an article that links to a missing service, at the line of the field', () => {
    const broken = withBroken((content) => ({
      ...content,
      insights: content.insights.map((a, i) => (i === 1 ? { ...a, relatedServices: ['gone'] } : a)),
    }));
    const path = `content/insights/${broken.insights[1]!.slug}.md`;
    expect(findContentProblems(broken)).toEqual([`${path}:${lineOf(path, 'relatedServices')}: relatedServices refers to unknown slug(s): gone`]);
  });

  it('names an article whose author is not one of the people, at the line of the field', () => {
    const broken = withBroken((content) => ({
      ...content,
      insights: content.insights.map((a, i) => (i === 0 ? { ...a, authorSlug: 'nobody-here' } : a)),
    }));
    const path = `content/insights/${broken.insights[0]!.slug}.md`;
    expect(findContentProblems(broken)).toEqual([
      `${path}:${lineOf(path, 'authorSlug')}: authorSlug (the people are in content/people.ts) refers to unknown slug(s): nobody-here`,
    ]);
  });

  it('names a record with no file of its own by its file alone', () => {
    const broken = withBroken((content) => ({
      ...content,
      insights: [...content.insights, { ...content.insights[0]!, slug: 'not-written-yet', authorSlug: 'nobody-here' }],
    }));
    expect(findContentProblems(broken)).toEqual([
      'content/insights/not-written-yet.md: authorSlug (the people are in content/people.ts) refers to unknown slug(s): nobody-here',
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
    expect(problems[0]).toMatch(/exactly one overview group; check: .*/);
    expect(problems[0]).toContain(moved);
    expect(problems[0]).toContain(second!.industrySlugs[0]!);
  });

  it('lists every problem at once rather than stopping at the first', () => {
    const broken = withBroken((content) => ({
      ...content,
      industries: content.industries.map((ind, i) => (i < 2 ? { ...ind, relatedServices: ['x-1', 'x-2'] } : ind)),
    }));
    expect(findContentProblems(broken)).toHaveLength(2);
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
});
