/** The query parameter a rewrite adds for its unused source param (lib/security/canonical-paths.mjs); never passed on. */
const CANONICAL_PARAM = 'canonical';

/**
 * The Location of a canonical-path redirect: the path from its segments (decoded by the router, so encoded again), and
 * the visitor's query string without the rewrite's own parameter. Always a path on this site, never `//host`.
 */
export function canonicalLocation(segments: readonly string[], search: string): string {
  const query = new URLSearchParams(search);
  query.delete(CANONICAL_PARAM);
  const rest = query.toString();
  return `/${segments.filter(Boolean).map(encodeURIComponent).join('/')}${rest ? `?${rest}` : ''}`;
}
