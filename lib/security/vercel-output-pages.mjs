// The prerendered pages of a `vercel build` output (.vercel/output) and the paths the Vercel-output check requests
// them by: an unknown path, an unknown slug of each section, a page in other capitals. Used by
// scripts/vercel-output-check.mjs; plain JavaScript so it runs under bare Node.
import { UNKNOWN_SLUG } from '../unknown-slug.mjs';

/** @typedef {{ path: string; file: string }} OutputPage */

/** A path no page has: what Vercel answers with the 404 page (and, after a server error, the 500 page). */
export const UNKNOWN_PATH = '/vercel-output-check/no-such-page';

/**
 * The prerendered pages of an output folder and the path each answers, from the output's file list (paths
 * relative to .vercel/output, forward slashes).
 * - `functions/<path>.prerender-fallback.html`: a prerendered page (`index` is `/`); `_not-found` and
 *   `_global-error` are the views for unknown paths and errors.
 * - `static/<name>.html`: a static page; `404.html` and `500.html` are served for any unknown path.
 * @param {string[]} files
 * @returns {OutputPage[]}
 */
export function outputPages(files) {
  /** @type {OutputPage[]} */
  const pages = [];
  for (const file of files) {
    const fallback = /^functions\/(.+)\.prerender-fallback\.html$/.exec(file);
    const staticPage = /^static\/(.+)\.html$/.exec(file);
    const name = fallback?.[1] ?? staticPage?.[1];
    if (name === undefined) continue;
    let path = `/${name}`;
    if (name === 'index') path = '/';
    else if (name.endsWith('/index')) path = `/${name.slice(0, -'/index'.length)}`;
    if (['_not-found', '_global-error', '404', '500'].includes(name)) path = UNKNOWN_PATH;
    pages.push({ path, file });
  }
  return pages.sort((a, b) => a.path.localeCompare(b.path) || a.file.localeCompare(b.file));
}

/** A slug no section has: each section's reserved not-found page is checked against it. */
export const UNKNOWN_SLUG_PROBE = 'vercel-output-check-no-such-slug';

/**
 * For each slug section's reserved not-found page (/services/_unknown, lib/unknown-slug.mjs), an unknown slug of that
 * section, which the output must rewrite to it and send with a policy covering its scripts.
 * @param {OutputPage[]} pages
 * @returns {Array<OutputPage & { reservedPath: string }>}
 */
export function unknownSlugPages(pages) {
  return pages
    .filter((page) => page.path.endsWith(`/${UNKNOWN_SLUG}`))
    .map((page) => ({ ...page, reservedPath: page.path, path: `${page.path.slice(0, -UNKNOWN_SLUG.length)}${UNKNOWN_SLUG_PROBE}` }));
}

/**
 * A spelling of a page path in other capitals (every other letter upper-cased), or null for a path with no letter.
 * @param {string} path
 */
export function miscasedSpelling(path) {
  let letter = 0;
  const spelling = [...path].map((char) => (char.toLowerCase() !== char.toUpperCase() && letter++ % 2 === 0 ? char.toUpperCase() : char)).join('');
  return spelling === path ? null : spelling;
}
