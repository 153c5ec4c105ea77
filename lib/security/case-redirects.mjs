// Permanent redirects from a known page's path in other capitals (/ABOUT, /services/AI-Solutions) to the page itself.
// scripts/build/page-csp-headers.mjs appends them to Next's routes manifest after the build, from the pages the build
// prerendered (one source of truth, as for the unknown-slug rewrites). Plain JavaScript: the build step runs under bare
// Node.
//
// next.config.ts sets `experimental.caseSensitiveRoutes`, so `next start` compiles these sources case-sensitively.
// Each source also refuses the canonical spelling itself (a lookahead), so a router that matches without regard to
// case (Vercel's) cannot loop: there the entry matches nothing.
import { buildCustomRoute } from 'next/dist/lib/build-custom-route.js';

/** The param every entry of this step uses: how a later run recognises its own entries. */
const PARAM = 'canonical';

/**
 * @typedef {{ source: string; destination: string; statusCode: number; regex: string; internal?: boolean }} Redirect
 */

/** @param {string} text */
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** One character as a class matching both cases (`a` → `[aA]`), or escaped as it is. @param {string} char */
const eitherCase = (char) => (char.toLowerCase() === char.toUpperCase() ? escapeRegex(char) : `[${char.toLowerCase()}${char.toUpperCase()}]`);

/**
 * The redirect for one page path, or null when the path has no letter (`/`) and so no other spelling.
 * @param {string} path a canonical (lowercase) page path
 * @returns {Redirect | null}
 */
export function caseRedirect(path) {
  const rest = path.slice(1);
  if (rest.toLowerCase() === rest.toUpperCase()) return null;
  if (rest !== rest.toLowerCase()) throw new Error(`${path}: a page path must be lowercase to be the canonical spelling`);
  const source = `/:${PARAM}((?!${escapeRegex(rest)}$)${[...rest].map(eitherCase).join('')})`;
  return /** @type {Redirect} */ (buildCustomRoute('redirect', { source, destination: path, permanent: true }));
}

/**
 * The redirects for every page path (reserved and fallback views, whose segments start with "_", have none).
 * @param {readonly string[]} paths
 * @returns {Redirect[]}
 */
export function caseRedirects(paths) {
  return paths
    .filter((path) => !path.split('/').some((segment) => segment.startsWith('_')))
    .map(caseRedirect)
    .filter((redirect) => redirect !== null);
}

/**
 * The routes manifest with these redirects after Next's own (its trailing-slash redirect stays first), replacing any
 * from an earlier run.
 * @template {{ redirects: Array<{ source: string }> }} T
 * @param {T} routesManifest
 * @param {Redirect[]} redirects
 * @returns {T}
 */
export function withCaseRedirects(routesManifest, redirects) {
  const others = routesManifest.redirects.filter((redirect) => !redirect.source.startsWith(`/:${PARAM}(`));
  return { ...routesManifest, redirects: [...others, ...redirects] };
}

/**
 * Fails the build if the routes manifest has no `redirects` list to add to.
 * @param {unknown} manifest
 * @returns {asserts manifest is { redirects: Array<{ source: string }> }}
 */
export function assertRedirects(manifest) {
  const redirects = /** @type {{ redirects?: unknown }} */ (manifest)?.redirects;
  if (!Array.isArray(redirects)) throw new Error('routes-manifest.json: no `redirects` array');
}
