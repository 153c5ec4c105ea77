// Permanent redirects to a page's own spelling: from a known page's path in other capitals (/ABOUT,
// /services/AI-Solutions) and from any path with a trailing slash. scripts/build/page-csp-headers.mjs appends them to
// Next's routes manifest after the build, from the pages the build prerendered (one source of truth, as for the
// unknown-slug rewrites). Plain JavaScript: the build step runs under bare Node.
//
// They are rewrites to a route handler that answers 308 (app/canonical-path/[...path]/route.ts), not Next redirects:
// `next start` sends its redirects without any header of next.config.ts, while a rewritten response keeps them all.
// next.config.ts sets `skipTrailingSlashRedirect` (this step's rewrite replaces Next's own) and
// `experimental.caseSensitiveRoutes`, under which `next start` compiles afterFiles rewrites case-sensitively. Each case
// source also refuses the canonical spelling itself (a lookahead), so a router that matches without regard to case
// (Vercel's) cannot loop: there the entry matches nothing.
import { buildCustomRoute } from 'next/dist/lib/build-custom-route.js';
import { escapeRegExp } from '../escape-regexp.mjs';

/** The route handler's path (app/canonical-path/[...path]/route.ts): a rewrite to `${prefix}/about` answers 308 /about. */
export const CANONICAL_PATH_PREFIX = '/canonical-path';

/** The source param of every case rewrite; the handler drops it from the query (lib/canonical-location.ts). */
const PARAM = 'canonical';

/** Every path with a trailing slash (Next's own trailing-slash source). */
const TRAILING_SLASH_SOURCE = '/:path+/';

/**
 * @typedef {{ source: string; destination: string; regex: string }} Rewrite
 */

/** One character as a class matching both cases (`a` → `[aA]`), or escaped as it is. @param {string} char */
const eitherCase = (char) => (char.toLowerCase() === char.toUpperCase() ? escapeRegExp(char) : `[${char.toLowerCase()}${char.toUpperCase()}]`);

/**
 * A page path without its leading "/", as a literal and as a pattern matching it in any capitals; null when it has no
 * letter (`/`) and so no other spelling.
 * @param {string} path a canonical (lowercase) page path
 * @returns {{ literal: string; anyCase: string } | null}
 */
function spellings(path) {
  const rest = path.slice(1);
  if (rest.toLowerCase() === rest.toUpperCase()) return null;
  if (rest !== rest.toLowerCase()) throw new Error(`${path}: a page path must be lowercase to be the canonical spelling`);
  return { literal: escapeRegExp(rest), anyCase: [...rest].map(eitherCase).join('') };
}

/**
 * The rewrite for one page path in other capitals, or null when the path has no other spelling.
 * @param {string} path a canonical (lowercase) page path
 * @returns {Rewrite | null}
 */
export function caseRewrite(path) {
  const spelled = spellings(path);
  if (!spelled) return null;
  // The canonical spelling is refused also before "/" or "." (Vercel appends `.rsc` and segment-prefetch suffixes).
  const source = `/:${PARAM}((?!${spelled.literal}(?:/|\\.|$))${spelled.anyCase})`;
  return /** @type {Rewrite} */ (buildCustomRoute('rewrite', { source, destination: `${CANONICAL_PATH_PREFIX}${path}` }));
}

/**
 * @typedef {{ src: string; caseSensitive: true; status: 308; headers: { Location: string } }} VercelRoute
 */

/**
 * The same redirect as Vercel's router needs it, where the rewrites above match nothing (Vercel compares paths
 * without regard to case). A route of vercel.json can say `caseSensitive`; the routes Next's builder writes cannot.
 * It redirects at the edge, before the filesystem; Vercel appends the request's query string to the Location. An
 * optional trailing slash is part of it, so `/About/` is one hop too. Null for a path with no letter.
 * @param {string} path a canonical (lowercase) page path
 * @returns {VercelRoute | null}
 */
export function vercelCaseRoute(path) {
  const spelled = spellings(path);
  if (!spelled) return null;
  return { src: `^/(?!${spelled.literal}/?$)${spelled.anyCase}/?$`, caseSensitive: true, status: 308, headers: { Location: path } };
}

/** Pages whose path holds a reserved or fallback segment ("_unknown") have no other spelling to redirect. @param {string} path */
export const isPagePath = (path) => !path.split('/').some((segment) => segment.startsWith('_'));

/**
 * vercel.json's `routes`: one case redirect per page path, sorted. scripts/build/page-csp-headers.mjs rewrites the
 * committed file when the pages it prerendered need other routes.
 * @param {readonly string[]} paths
 * @returns {VercelRoute[]}
 */
export function vercelCaseRoutes(paths) {
  return [...paths]
    .filter(isPagePath)
    .sort()
    .map(vercelCaseRoute)
    .filter((route) => route !== null);
}

/**
 * The case rewrites for every page path (reserved and fallback views, whose segments start with "_", have none).
 * @param {readonly string[]} paths
 * @returns {Rewrite[]}
 */
export function caseRewrites(paths) {
  return paths
    .filter(isPagePath)
    .map(caseRewrite)
    .filter((rewrite) => rewrite !== null);
}

/** @returns {Rewrite} */
export function trailingSlashRewrite() {
  return /** @type {Rewrite} */ (buildCustomRoute('rewrite', { source: TRAILING_SLASH_SOURCE, destination: `${CANONICAL_PATH_PREFIX}/:path+` }));
}

/**
 * A rewrite this step wrote (on an earlier run): the trailing-slash one or a case one. next.config.ts's redirects
 * (content/redirects.ts) lead to the same handler and stay.
 * @param {{ source?: string; destination?: string }} rewrite
 */
const isOurs = (rewrite) =>
  (rewrite.destination?.startsWith(`${CANONICAL_PATH_PREFIX}/`) ?? false) &&
  (rewrite.source === TRAILING_SLASH_SOURCE || (rewrite.source?.startsWith(`/:${PARAM}(`) ?? false));

/**
 * The routes manifest with the trailing-slash rewrite first in `beforeFiles` (before any other rewrite can take the
 * path) and the case rewrites at the end of `afterFiles`: after pages and files, so a page's own spelling is served
 * as it is, and before dynamic routes, so `/services/AI-Solutions` is not taken by `/services/[slug]`. Replaces those
 * of an earlier run.
 * @template {{ rewrites: { beforeFiles: Array<{ source?: string; destination?: string }>; afterFiles: Array<{ source?: string; destination?: string }> } }} T
 * @param {T} routesManifest
 * @param {Rewrite[]} rewrites the case rewrites
 * @returns {T}
 */
export function withCanonicalRewrites(routesManifest, rewrites) {
  const { beforeFiles, afterFiles } = routesManifest.rewrites;
  return {
    ...routesManifest,
    rewrites: {
      ...routesManifest.rewrites,
      beforeFiles: [trailingSlashRewrite(), ...beforeFiles.filter((rewrite) => !isOurs(rewrite))],
      afterFiles: [...afterFiles.filter((rewrite) => !isOurs(rewrite)), ...rewrites],
    },
  };
}

/**
 * Fails the build if the routes manifest has no `rewrites.afterFiles` list to add to.
 * @param {unknown} manifest
 * @returns {asserts manifest is { rewrites: { beforeFiles: Array<{ destination?: string }>; afterFiles: Array<{ destination?: string }> } }}
 */
export function assertAfterFilesRewrites(manifest) {
  const rewrites = /** @type {{ rewrites?: { afterFiles?: unknown } }} */ (manifest)?.rewrites;
  if (!rewrites || !Array.isArray(rewrites.afterFiles)) throw new Error('routes-manifest.json: no `rewrites.afterFiles` array');
}
