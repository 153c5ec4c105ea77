/** @jest-environment node */
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { canonicalLocation } from '@/lib/canonical-location';
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
  ])('%j with %s → %s', (segments, search, location) => {
    expect(canonicalLocation(segments, search)).toBe(location);
  });
});
