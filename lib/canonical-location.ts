import { allRedirects } from './content/redirects';
import { pagePaths } from './page-paths';

/** The query parameter a rewrite adds for its unused source param (lib/security/canonical-paths.mjs); never passed on. */
const CANONICAL_PARAM = 'canonical';

/** A path in lowercase → where it ends: a redirect's page (content/redirects.ts) or a page's own spelling. */
let destinations: ReadonlyMap<string, string> | undefined;

/** Built on the first redirect a server answers, not at load. */
function destinationOf(path: string): string | undefined {
  destinations ??= new Map([...pagePaths().map((page) => [page, page] as const), ...allRedirects().map(({ from, to }) => [from, to] as const)]);
  return destinations.get(path.toLowerCase());
}

/**
 * The Location of a canonical-path redirect: where the path ends, so the visitor arrives in one hop (a trailing slash
 * stripped from `/About/` or `/privacy/` leads straight to `/about` or `/legal/privacy-policy`): a redirect's page or
 * a page's own spelling, in any capitals; any other path as it is. Its segments were decoded by the router, so they
 * are encoded again (an encoded "/" stays one). The visitor's query string follows without the rewrite's own
 * parameter. Always a path on this site, never `//host`.
 */
export function canonicalLocation(segments: readonly string[], search: string): string {
  const query = new URLSearchParams(search);
  query.delete(CANONICAL_PARAM);
  const rest = query.toString();
  const path = `/${segments.filter(Boolean).map(encodeURIComponent).join('/')}`;
  return `${destinationOf(path) ?? path}${rest ? `?${rest}` : ''}`;
}
