// The per-page Content-Security-Policy entries that scripts/build/page-csp-headers.mjs adds to Next's routes
// manifest after `next build`. Plain JavaScript (with JSDoc types): the build step runs under bare Node.
//
// Both `next start` and `vercel build` read `headers` from .next/routes-manifest.json: `next start` sends them as
// they are, `vercel build` turns them into static header routes in .vercel/output/config.json. On both, a later
// entry that sets the same header replaces an earlier one, so each response carries exactly one policy.
import { buildCustomRoute } from 'next/dist/lib/build-custom-route.js';
import { pagePolicy } from './csp-policy.mjs';

const CSP_HEADER = 'Content-Security-Policy';

/** Any request path; the catch-all entry next.config.ts writes and the one this step appends both use it. */
export const CATCH_ALL_SOURCE = '/:path*';

/**
 * @typedef {{ key: string; value: string }} Header
 * @typedef {{ source: string; regex?: string; headers: Header[]; has?: unknown[]; missing?: unknown[] }} HeaderEntry
 * @typedef {{ route: string; hashes: readonly string[] }} PageHashes
 */

/**
 * Fails the build if the routes manifest no longer has the shape this step writes to.
 * @param {unknown} manifest
 * @returns {asserts manifest is { version: number; headers: HeaderEntry[] }}
 */
export function assertRoutesManifest(manifest) {
  const value = /** @type {{ version?: unknown; headers?: unknown }} */ (manifest);
  if (value?.version !== 3) throw new Error(`routes-manifest.json: version ${String(value?.version)}, expected 3`);
  if (!Array.isArray(value.headers)) throw new Error('routes-manifest.json: no `headers` array');
  for (const entry of value.headers) {
    if (typeof entry?.source !== 'string' || typeof entry?.regex !== 'string' || !Array.isArray(entry?.headers)) {
      throw new Error(`routes-manifest.json: a header entry without source, regex and headers: ${JSON.stringify(entry)}`);
    }
  }
}

/**
 * Views Next serves for paths that are not pages (`/_not-found` for any unknown path, `/_global-error`): their
 * hashes go into the catch-all policy.
 * @param {string} route
 */
function isFallbackView(route) {
  return route.startsWith('/_');
}

/** path-to-regexp treats these as syntax; a page path containing one must match literally. */
const PATTERN_SYNTAX = /[:()*+?{}\\]/g;

/**
 * A literal path as a path-to-regexp source (for header and rewrite entries).
 * @param {string} path
 */
export const literalSource = (path) => path.replace(PATTERN_SYNTAX, '\\$&');

/**
 * A header entry exactly as Next writes its own: `regex` is compiled by Next's function from `source`.
 * @param {string} source
 * @param {string} policy
 * @returns {HeaderEntry}
 */
export function headerEntry(source, policy) {
  return buildCustomRoute('header', { source, headers: [{ key: CSP_HEADER, value: policy }] });
}

/**
 * The entries to append: first a catch-all, then per slug section (`/services/:slug`) the hashes of its reserved
 * not-found page, which every unknown slug there is rewritten to (lib/security/unknown-slugs.mjs), then one entry per
 * page, which replaces both for that path. Headers match the requested path, not the rewritten one: hence the section
 * entry.
 *
 * Every entry also lists the not-found views' hashes, and the catch-all the reserved pages' too, because a router may
 * match header sources without regard to case while it serves files by exact name: on Vercel `/ABOUT` gets the entry
 * of `/about` but the 404 page; on `next start` (case-sensitive headers) `/SERVICES/nope` gets the catch-all but is
 * rewritten to `/services/_unknown`. The extra hashes are of our own build's scripts.
 * @param {string} template
 * @param {PageHashes[]} pages
 * @param {ReadonlyArray<{ section: string; reservedRoute: string }>} [sections]
 * @returns {HeaderEntry[]}
 */
export function pageHeaderEntries(template, pages, sections = []) {
  const fallbackHashes = pages.filter((page) => isFallbackView(page.route)).flatMap((page) => page.hashes);
  const reservedPages = sections.map(({ section, reservedRoute }) => {
    const reserved = pages.find((page) => page.route === reservedRoute);
    if (!reserved) throw new Error(`No prerendered page ${reservedRoute} for the section ${section}`);
    return { section, reserved };
  });
  /** @param {string} route @param {readonly string[]} hashes */
  const policy = (route, hashes) => pagePolicy(template, { route, hashes: [...new Set([...hashes, ...fallbackHashes])].sort() });
  const reservedHashes = reservedPages.flatMap(({ reserved }) => reserved.hashes);
  const entries = [headerEntry(CATCH_ALL_SOURCE, policy(CATCH_ALL_SOURCE, reservedHashes))];
  for (const { section, reserved } of reservedPages) {
    entries.push(headerEntry(`${literalSource(section)}/:slug`, policy(reserved.route, reserved.hashes)));
  }
  for (const page of pages) {
    if (isFallbackView(page.route)) continue;
    entries.push(headerEntry(literalSource(page.route), policy(page.route, page.hashes)));
  }
  return entries;
}

/**
 * An entry this step wrote: it sets the policy and nothing else (next.config.ts's entries set several headers).
 * @param {HeaderEntry} entry
 */
function isPageEntry(entry) {
  return entry.headers.length === 1 && entry.headers[0]?.key === CSP_HEADER;
}

/**
 * next.config.ts's entry for every path (several headers), as opposed to this step's policy-only entries.
 * @param {{ headers: HeaderEntry[] }} routesManifest
 * @returns {HeaderEntry | undefined}
 */
function siteWideEntry(routesManifest) {
  return routesManifest.headers.find((candidate) => candidate.source === CATCH_ALL_SOURCE && !isPageEntry(candidate));
}

/**
 * The policy next.config.ts sends on every path: the template for every page policy.
 * @param {{ headers: HeaderEntry[] }} routesManifest
 * @returns {string}
 */
export function templatePolicy(routesManifest) {
  const value = siteWideEntry(routesManifest)?.headers.find((header) => header.key === CSP_HEADER)?.value;
  if (!value) throw new Error(`routes-manifest.json: no ${CSP_HEADER} on ${CATCH_ALL_SOURCE} (next.config.ts headers())`);
  return value;
}

/**
 * Every header next.config.ts sends on every path except the policy, whose hashes are per page. The bench
 * floor's security-headers rung sends these (scripts/bench/floor/next.config.mjs).
 * @param {{ headers: HeaderEntry[] }} routesManifest
 * @returns {Header[]}
 */
export function siteWideHeadersWithoutPolicy(routesManifest) {
  const entry = siteWideEntry(routesManifest);
  if (!entry) throw new Error(`routes-manifest.json: no entry for ${CATCH_ALL_SOURCE} from next.config.ts headers()`);
  return entry.headers.filter((header) => header.key !== CSP_HEADER);
}

/**
 * The manifest with the page entries appended after next.config.ts's own, replacing any from an earlier run.
 * @template {{ headers: HeaderEntry[] }} T
 * @param {T} routesManifest
 * @param {HeaderEntry[]} entries
 * @returns {T}
 */
export function withPageHeaders(routesManifest, entries) {
  return { ...routesManifest, headers: [...routesManifest.headers.filter((entry) => !isPageEntry(entry)), ...entries] };
}
