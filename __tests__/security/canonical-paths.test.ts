/** @jest-environment node */
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { redirectRecords } from '@/content/redirects';
import { canonicalLocation } from '@/lib/canonical-location';
import { pagePaths } from '@/lib/page-paths';
import {
  assertAfterFilesRewrites,
  CANONICAL_PATH_PREFIX,
  caseRewrite,
  caseRewrites,
  trailingSlashRewrite,
  vercelCaseRoute,
  vercelCaseRoutes,
  withCanonicalRewrites,
} from '@/lib/security/canonical-paths.mjs';
import { miscasedSpelling } from '@/lib/security/vercel-output-pages.mjs';
import { redirectFor } from '@/lib/security/vercel-routes.mjs';
import { UNKNOWN_SLUG } from '@/lib/unknown-slug.mjs';

/** How `next start` compiles an afterFiles rewrite's source with `experimental.caseSensitiveRoutes` (next.config.ts). */
const matcher = (source: string, sensitive: boolean) => getPathMatch(source, { strict: true, removeUnnamedParams: true, sensitive });

describe('caseRewrite', () => {
  const rewrite = caseRewrite('/services/ai-solutions')!;
  const caseSensitive = matcher(rewrite.source, true);

  it('sends the path in any other capitals to the redirect handler, naming the page', () => {
    expect(rewrite.destination).toBe(`${CANONICAL_PATH_PREFIX}/services/ai-solutions`);
    for (const spelling of ['/services/AI-Solutions', '/Services/ai-solutions', '/SERVICES/AI-SOLUTIONS', '/services/ai-solutionS']) {
      expect([spelling, caseSensitive(spelling) !== false]).toEqual([spelling, true]);
    }
  });

  it('leaves the page itself and every other path alone, so it cannot loop', () => {
    for (const other of ['/services/ai-solutions', '/services/ai-solution', '/services/ai-solutions-2', '/services/AI-Solutions/x', '/about']) {
      expect([other, caseSensitive(other) !== false]).toEqual([other, false]);
    }
  });

  it('matches nothing where a router ignores case (Vercel), rather than looping on the page', () => {
    const caseInsensitive = matcher(rewrite.source, false);
    for (const spelling of ['/services/ai-solutions', '/services/AI-Solutions']) expect(caseInsensitive(spelling)).toBe(false);
    // vercel build appends the payload suffixes to every rewrite's regex and matches it without regard to case.
    const onVercel = new RegExp(rewrite.regex.replace(/\(\?:\/\)\?\$$/, '(?:/)?(?<rscsuff>\\.rsc|\\.segments/.+\\.segment\\.rsc)?$'), 'i');
    expect(onVercel.source).toContain('rscsuff');
    for (const spelling of ['/services/ai-solutions', '/services/AI-Solutions', '/services/ai-solutions.rsc', '/services/AI-Solutions.rsc', '/services/ai-solutions/']) {
      expect([spelling, onVercel.test(spelling)]).toEqual([spelling, false]);
    }
  });

  it('has nothing to do for a path without letters, and refuses a path that is not lowercase', () => {
    expect(caseRewrite('/')).toBeNull();
    expect(caseRewrite('/insights/2025')).not.toBeNull();
    expect(() => caseRewrite('/About')).toThrow(/lowercase/);
  });

  it('escapes characters that are regex syntax', () => {
    const feed = matcher(caseRewrite('/insights/feed.xml')!.source, true);
    expect(feed('/insights/FEED.xml')).not.toBe(false);
    expect(feed('/insights/FEEDxxml')).toBe(false);
  });
});

describe('vercelCaseRoute (vercel.json, where Vercel would otherwise match without regard to case)', () => {
  const route = vercelCaseRoute('/services/ai-solutions')!;
  const routes = [route];
  const redirect = (spelling: string) => redirectFor(routes, { path: spelling });

  it('redirects the path in other capitals, with or without a trailing slash, in one hop to the page', () => {
    expect(route.caseSensitive).toBe(true);
    for (const spelling of ['/services/AI-Solutions', '/SERVICES/ai-solutions', '/services/ai-solutionS/', '/Services/Ai-Solutions']) {
      expect([spelling, redirect(spelling)]).toEqual([spelling, { status: 308, location: '/services/ai-solutions' }]);
    }
  });

  it('leaves the page itself, its trailing slash, its payloads and every other path alone', () => {
    for (const other of ['/services/ai-solutions', '/services/ai-solutions/', '/services/AI-Solutions.rsc', '/services/ai-solution', '/services/AI-Solutions/x']) {
      expect([other, redirect(other)]).toEqual([other, null]);
    }
  });

  it('covers every page but the home page, the reserved not-found pages and the fallback views, in a stable order', () => {
    const paths = ['/services/ai-solutions', '/', '/_not-found', '/about', `/services/${UNKNOWN_SLUG}`];
    expect(vercelCaseRoutes(paths).map((each) => each.headers.Location)).toEqual(['/about', '/services/ai-solutions']);
    expect(() => vercelCaseRoute('/About')).toThrow(/lowercase/);
  });

  it('matches what vercel.json holds: the case redirects of every page the last build prerendered', () => {
    const { routes: committed } = JSON.parse(readFileSync(path.join(process.cwd(), 'vercel.json'), 'utf8')) as { routes: Array<{ headers: { Location: string } }> };
    const locations = committed.map((each) => each.headers.Location);
    for (const page of ['/about', '/contact', '/services/ai-solutions', '/industries/energy-utilities', '/legal/privacy-policy']) {
      expect(locations).toContain(page);
    }
  });

  it('has a miscased spelling for the check of the Vercel output to probe', () => {
    expect(miscasedSpelling('/services/ai-solutions')).toBe('/SeRvIcEs/Ai-SoLuTiOnS');
    expect(miscasedSpelling('/2025')).toBeNull();
  });
});

describe('trailingSlashRewrite', () => {
  it('sends any path with a trailing slash to the handler, and leaves the path without it alone', () => {
    const rewrite = trailingSlashRewrite();
    const match = matcher(rewrite.source, false);
    expect(match('/about/')).toEqual({ path: ['about'] });
    expect(match('/insights/topics/')).toEqual({ path: ['insights', 'topics'] });
    expect(match('/about')).toBe(false);
    expect(match('/')).toBe(false);
    expect(rewrite.destination).toBe(`${CANONICAL_PATH_PREFIX}/:path+`);
  });
});

describe('caseRewrites and the manifest', () => {
  it('covers every page but the home page, the reserved not-found pages and the fallback views', () => {
    const paths = ['/', '/_not-found', '/about', `/services/${UNKNOWN_SLUG}`, '/services/ai-solutions'];
    expect(caseRewrites(paths).map((rewrite) => rewrite.destination)).toEqual([
      `${CANONICAL_PATH_PREFIX}/about`,
      `${CANONICAL_PATH_PREFIX}/services/ai-solutions`,
    ]);
  });

  it('puts the trailing-slash rewrite first, the case rewrites last, and replaces those of an earlier run, keeping the content redirects', () => {
    // A redirect of content/redirects.ts (next.config.ts) leads to the same handler and must survive every run.
    const redirect = { source: '/privacy', destination: `${CANONICAL_PATH_PREFIX}/legal/privacy-policy` };
    const manifest = { rewrites: { beforeFiles: [redirect, { destination: '/services/_unknown' }], afterFiles: [{ destination: '/x' }], fallback: [] } };
    assertAfterFilesRewrites(manifest);
    const rewrites = caseRewrites(['/about', '/contact']);
    const once = withCanonicalRewrites(manifest, rewrites);
    expect(withCanonicalRewrites(once, rewrites)).toEqual(once);
    expect(once.rewrites.beforeFiles.map((rewrite) => rewrite.destination)).toEqual([`${CANONICAL_PATH_PREFIX}/:path+`, redirect.destination, '/services/_unknown']);
    expect(once.rewrites.afterFiles.map((rewrite) => rewrite.destination)).toEqual([
      '/x',
      `${CANONICAL_PATH_PREFIX}/about`,
      `${CANONICAL_PATH_PREFIX}/contact`,
    ]);
    expect(() => assertAfterFilesRewrites({ rewrites: { beforeFiles: [] } })).toThrow(/afterFiles/);
  });

  it('names the route handler that answers them', () => {
    expect(existsSync(path.join(process.cwd(), 'app', CANONICAL_PATH_PREFIX.slice(1), '[...path]', 'route.ts'))).toBe(true);
  });
});

describe('canonicalLocation', () => {
  it.each([
    [['about'], '', '/about'],
    [['services', 'ai-solutions'], '?ref=x&canonical=Services%2FAI-Solutions', '/services/ai-solutions?ref=x'],
    [['caf\u00e9'], '?a=1&a=2', '/caf%C3%A9?a=1&a=2'],
    [['', 'evil.example'], '', '/evil.example'],
    // An unknown path keeps its spelling (it ends on the not-found page); an encoded "/" is no path's separator.
    [['Nope', 'Thing'], '?x=1', '/Nope/Thing?x=1'],
    [['legal/privacy'], '', '/legal%2Fprivacy'],
  ])('%j with %s → %s', (segments, search, location) => {
    expect(canonicalLocation(segments, search)).toBe(location);
  });

  // The trailing-slash rewrite sends `/About/` here as `About`: the answer is where the path ends, not one hop short.
  it.each([
    [['privacy'], '', '/legal/privacy-policy'],
    [['PRIVACY'], '?utm_source=print', '/legal/privacy-policy?utm_source=print'],
    [['Legal', 'Privacy'], '', '/legal/privacy-policy'],
    [['legal', 'privacy'], '', '/legal/privacy-policy'],
    [['blog'], '?page=2', '/insights?page=2'],
    [['About'], '?ref=slash', '/about?ref=slash'],
    [['Services', 'ai-solutions'], '', '/services/ai-solutions'],
    [['Insights', 'Topics', 'CSRD'], '', '/insights/topics/csrd'],
    [['Offline'], '', '/offline'],
    [['Newsletter', 'Confirm'], '?token=abc', '/newsletter/confirm?token=abc'],
  ])('%j with %s ends in one hop at %s', (segments, search, location) => {
    expect(canonicalLocation(segments, search)).toBe(location);
  });

  it('knows every page the build prerendered (vercel.json names each), and no other path, in any capitals', () => {
    const { routes } = JSON.parse(readFileSync(path.join(process.cwd(), 'vercel.json'), 'utf8')) as { routes: Array<{ headers: { Location: string } }> };
    const built = routes.map((route) => route.headers.Location);
    // The home page has no letter, so no other spelling and no route of its own.
    expect(new Set([...built, '/'])).toEqual(new Set(pagePaths()));
    for (const page of built) {
      const spelling = miscasedSpelling(page)!;
      expect([spelling, canonicalLocation(spelling.split('/'), '')]).toEqual([spelling, page]);
    }
  });

  it('leads each address of content/redirects.ts, in any capitals, to its page', () => {
    expect(redirectRecords.length).toBeGreaterThan(0);
    for (const { from, to } of redirectRecords) {
      for (const spelling of [from, miscasedSpelling(from)!, from.toUpperCase()]) {
        expect([spelling, canonicalLocation(spelling.split('/'), '?q=1')]).toEqual([spelling, `${to}?q=1`]);
      }
    }
  });
});
