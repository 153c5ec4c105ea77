/** @jest-environment node */
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { assertRedirects, caseRedirect, caseRedirects, withCaseRedirects } from '@/lib/security/case-redirects.mjs';
import { UNKNOWN_SLUG } from '@/lib/unknown-slug.mjs';

/** How `next start` compiles a redirect's source with `experimental.caseSensitiveRoutes` (next.config.ts). */
const matcher = (source: string, sensitive: boolean) => getPathMatch(source, { strict: true, removeUnnamedParams: true, sensitive });

describe('caseRedirect', () => {
  const redirect = caseRedirect('/services/ai-solutions')!;
  const caseSensitive = matcher(redirect.source, true);

  it('sends the path in any other capitals to the page: one permanent hop', () => {
    expect(redirect.destination).toBe('/services/ai-solutions');
    expect(redirect.statusCode).toBe(308);
    for (const path of ['/services/AI-Solutions', '/Services/ai-solutions', '/SERVICES/AI-SOLUTIONS', '/services/ai-solutionS']) {
      expect([path, caseSensitive(path) !== false]).toEqual([path, true]);
    }
  });

  it('leaves the page itself and every other path alone, so it cannot loop', () => {
    for (const path of ['/services/ai-solutions', '/services/ai-solutions/', '/services/ai-solution', '/services/ai-solutions-2', '/services/AI-Solutions/x', '/about']) {
      expect([path, caseSensitive(path) !== false]).toEqual([path, false]);
    }
  });

  it('matches nothing where a router ignores case (Vercel), rather than looping on the page', () => {
    const caseInsensitive = matcher(redirect.source, false);
    for (const path of ['/services/ai-solutions', '/services/AI-Solutions']) expect(caseInsensitive(path)).toBe(false);
  });

  it('has nothing to do for a path without letters, and refuses a path that is not lowercase', () => {
    expect(caseRedirect('/')).toBeNull();
    expect(caseRedirect('/insights/2025')).not.toBeNull();
    expect(() => caseRedirect('/About')).toThrow(/lowercase/);
  });

  it('escapes characters that are regex syntax', () => {
    const feed = matcher(caseRedirect('/insights/feed.xml')!.source, true);
    expect(feed('/insights/FEED.xml')).not.toBe(false);
    expect(feed('/insights/FEEDxxml')).toBe(false);
  });
});

describe('caseRedirects and the manifest', () => {
  it('covers every page but the home page, the reserved not-found pages and the fallback views', () => {
    const paths = ['/', '/_not-found', '/about', `/services/${UNKNOWN_SLUG}`, '/services/ai-solutions'];
    expect(caseRedirects(paths).map((redirect) => redirect.destination)).toEqual(['/about', '/services/ai-solutions']);
  });

  it("appends after Next's own trailing-slash redirect and replaces those of an earlier run", () => {
    const nextOwn = { source: '/:path+/', destination: '/:path+', internal: true, statusCode: 308, regex: 'x' };
    const manifest = { redirects: [nextOwn] };
    assertRedirects(manifest);
    const redirects = caseRedirects(['/about', '/contact']);
    const once = withCaseRedirects(manifest, redirects);
    expect(withCaseRedirects(once, redirects)).toEqual(once);
    expect(once.redirects.map((redirect) => redirect.destination)).toEqual(['/:path+', '/about', '/contact']);
    expect(() => assertRedirects({})).toThrow(/redirects/);
  });
});
