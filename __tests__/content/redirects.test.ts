/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { redirectRecords } from '@/content/redirects';
import { redirectSchema } from '@/content/schemas';
import { findContentProblems, siteContent } from '@/lib/content/integrity';
import { parseRecords } from '@/lib/content/parse';
import { allRedirects, redirectProblems } from '@/lib/content/redirects';
import { siteRoutes } from '@/lib/site-routes';

const FILE = 'content/redirects.ts';
const pages = () => new Set(siteRoutes().map((route) => route.path));

/** The 1-based line of a record's field, read here independently of the code under test. */
function lineOf(from: string, field: string): number {
  const lines = readFileSync(FILE, 'utf8').split('\n');
  const start = lines.findIndex((line) => line.trim() === `from: '${from}',`);
  expect(start).toBeGreaterThan(0);
  return lines.findIndex((line, index) => index >= start && line.trim().startsWith(`${field}:`)) + 1;
}

describe('content/redirects.ts', () => {
  it('leads each address to a page of the site, in one hop, from no page', () => {
    expect(allRedirects().length).toBeGreaterThan(0);
    const paths = pages();
    for (const { from, to } of allRedirects()) {
      expect(paths.has(to)).toBe(true);
      expect(paths.has(from)).toBe(false);
    }
    expect(redirectProblems(allRedirects(), paths)).toEqual([]);
  });

  it('refuses a redirect from a page, from a reserved address, to no page, twice, or into a chain, at its line', () => {
    const [first] = allRedirects();
    const broken = [
      { ...first!, to: '/legal/no-such-policy' },
      { from: '/about', to: '/contact', why: 'x' },
      { from: '/newsletter/confirm', to: '/contact', why: 'x' },
      { ...first!, to: '/insights' },
      { from: '/old-insights', to: first!.from, why: 'x' },
    ];
    const from = `${FILE}:${lineOf(first!.from, 'from')}: redirect "${first!.from}": from`;
    expect(redirectProblems(broken, pages())).toEqual([
      `${FILE}:${lineOf(first!.from, 'to')}: redirect "${first!.from}": to: /legal/no-such-policy is no page of the site (lib/site-routes.ts lists them)`,
      `${FILE}: redirect "/about": from: /about is a page of the site; a redirect from it would never be used`,
      `${FILE}: redirect "/newsletter/confirm": from: /newsletter/confirm is under /newsletter, which the site answers itself`,
      `${from}: ${first!.from} is redirected twice; keep one`,
      `${FILE}: redirect "/old-insights": to: ${first!.from} is itself redirected; lead straight to where that redirect goes (one hop, never a chain)`,
    ]);
  });

  it('is one of the checks check:content runs before every build', () => {
    const broken = { ...siteContent(), redirects: [{ from: '/services', to: '/about', why: 'x' }] };
    expect(findContentProblems(broken)).toEqual([`${FILE}: redirect "/services": from: /services is a page of the site; a redirect from it would never be used`]);
  });

  it('refuses an address that is not written as the pages write theirs, naming the record at its line', () => {
    for (const path of ['/Privacy', '/privacy/', 'privacy', '/privacy?x=1', '/privacy#top', '/', '//evil.example']) {
      expect(() => parseRecords(redirectSchema, [{ from: path, to: '/about', why: 'A reason.' }], 'redirect', FILE, 'from')).toThrow(
        `${FILE}: redirect "${path}": from: expected a path on this site such as /insights/old-title`,
      );
    }
    const [first] = redirectRecords;
    expect(() => parseRecords(redirectSchema, [{ ...first!, to: '/Legal' }], 'redirect', FILE, 'from')).toThrow(
      `${FILE}:${lineOf(first!.from, 'to')}: redirect "${first!.from}": to: expected a path`,
    );
  });
});
