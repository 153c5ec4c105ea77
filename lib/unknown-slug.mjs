// The reserved slug that each slug section (/services, /industries, /insights, /legal) prerenders as its not-found
// view. Unknown slugs are rewritten to it (scripts/build/page-csp-headers.mjs), so their inline scripts are the ones
// hashed at build time. Plain JavaScript: the post-build step imports it under bare Node.
//
// Content slugs are kebab-case (slugSchema in content/schemas.ts: /^[a-z0-9]+(?:-[a-z0-9]+)*$/), so a slug that
// starts with "_" can never name a content record; the sitemap and the search index already skip such segments.

export const UNKNOWN_SLUG = '_unknown';

/**
 * A section's static params: every content slug, then the reserved one, under the segment's param name.
 * @template {string} [Name='slug']
 * @param {readonly string[]} slugs
 * @param {Name} [name] the dynamic segment's name (`[slug]`, `[topic]`)
 * @returns {Array<Record<Name, string>>}
 */
export function paramsWithUnknownSlug(slugs, name = /** @type {Name} */ ('slug')) {
  return [...slugs, UNKNOWN_SLUG].map((slug) => /** @type {Record<Name, string>} */ ({ [name]: slug }));
}

/**
 * The route handler that answers an unknown path's page request (app/unknown-path/[...path]/route.ts): the prerendered
 * not-found page with the visitor's own segments written into its no-JavaScript breadcrumb. Rewrites written after the
 * build (lib/security/unknown-slugs.mjs) send `/services/foo` to `/unknown-path/services/foo`.
 */
export const UNKNOWN_PATH_PREFIX = '/unknown-path';

/** The site's prerendered not-found page, relative to the build's app folder (`.next/server/app`). */
export const SITE_NOT_FOUND_HTML = '_not-found.html';
