// Unknown slugs under a slug section (/services/[slug], …) are served by the section's prerendered not-found page,
// the reserved slug (lib/unknown-slug.mjs), so their inline scripts are hashed at build time like any page's.
// scripts/build/page-csp-headers.mjs appends the rewrites below to Next's routes manifest, next to the headers.
//
// Why the post-build step and not next.config.ts rewrites(): the known slugs are exactly what the build prerendered
// (generateStaticParams, one source of truth, read back from the prerender manifest), and both `next start` and
// `vercel build` read `rewrites.beforeFiles` from .next/routes-manifest.json, as they read `headers`.
import { buildCustomRoute } from 'next/dist/lib/build-custom-route.js';
import { escapeRegExp } from '../escape-regexp.mjs';
import { UNKNOWN_PATH_PREFIX, UNKNOWN_SLUG } from '../unknown-slug.mjs';
import { literalSource } from './page-headers.mjs';

/**
 * @typedef {{ routeType?: string; srcRoute?: string | null }} PrerenderRoute
 * @typedef {{ section: string; reservedRoute: string; slugs: string[] }} SlugSection
 * @typedef {{ source: string; destination: string; regex: string; missing?: unknown[] }} Rewrite
 */

/**
 * A page read: not a client navigation's payload request (`rsc: 1`), and no body (a server action, or a form posted
 * without JavaScript, always sends a content-type; the section's page answers those).
 */
const PAGE_READ = [
  { type: 'header', key: 'rsc' },
  { type: 'header', key: 'content-type' },
];

/** A section's last segment is one dynamic param ([slug]), not a catch-all. */
const ONE_PARAM = /\/\[[^./\]]+\]$/;

/**
 * Each section that prerendered the reserved slug, with every path segment directly under it that Next serves:
 * the slugs it prerendered (the reserved one included) and its static siblings (`topics`, `opengraph-image`,
 * `feed.xml`), which a beforeFiles rewrite would otherwise shadow.
 * @param {{ routes: Record<string, PrerenderRoute> }} prerenderManifest
 * @param {{ staticRoutes?: Array<{ page: string }> }} routesManifest
 * @returns {SlugSection[]}
 */
export function slugSections(prerenderManifest, routesManifest) {
  const routes = Object.entries(prerenderManifest.routes);
  const served = [...routes.map(([route]) => route), ...(routesManifest.staticRoutes ?? []).map((route) => route.page)];
  return routes
    .filter(([route, { routeType }]) => routeType === 'page' && route.endsWith(`/${UNKNOWN_SLUG}`))
    .map(([reservedRoute, { srcRoute }]) => {
      if (!srcRoute || !ONE_PARAM.test(srcRoute)) {
        throw new Error(`${reservedRoute}: the reserved slug belongs under a single [param] route, not ${srcRoute}`);
      }
      const section = reservedRoute.slice(0, -`/${UNKNOWN_SLUG}`.length);
      const slugs = served
        .filter((route) => route.startsWith(`${section}/`) && !route.slice(section.length + 1).includes('/'))
        .map((route) => route.slice(section.length + 1));
      return { section, reservedRoute, slugs: [...new Set(slugs)].sort() };
    })
    .sort((a, b) => a.section.localeCompare(b.section));
}

/**
 * The rewrites of every one-segment path of the section that Next does not serve. The lookahead stops at "/" or the
 * end, so a known slug with Next's optional trailing slash is not caught.
 * - A page read goes to the unknown-path handler (app/unknown-path/[...path]/route.ts), which answers with the reserved
 *   page and the visitor's segment in its no-JavaScript breadcrumb.
 * - A client navigation (`rsc: 1`, `?_rsc=`) gets the reserved page's payload.
 * The reserved slug itself is not excluded: in any capitals it is rewritten too.
 * Next matches rewrites without regard to case: a known slug in other capitals is not rewritten; the case redirects
 * (lib/security/canonical-paths.mjs) redirect it to its page, and `dynamicParams = false` keeps it from rendering.
 * @param {SlugSection} section
 * @returns {Rewrite[]}
 */
export function unknownSlugRewrites({ section, reservedRoute, slugs }) {
  const known = slugs.filter((slug) => slug !== UNKNOWN_SLUG).map(escapeRegExp).join('|');
  const source = `${literalSource(section)}/:slug((?!(?:${known})(?:/|$))[^/]+)`;
  return [
    /** @type {Rewrite} */ (buildCustomRoute('rewrite', { source, destination: `${UNKNOWN_PATH_PREFIX}${section}/:slug`, missing: PAGE_READ })),
    /** @type {Rewrite} */ (buildCustomRoute('rewrite', { source, destination: reservedRoute })),
  ];
}

/**
 * Any other path no page, file or route serves (Next's fallback rewrites run after all of them), on a page read: the
 * unknown-path handler answers with the site's not-found page. Next's own files (`/_next/`) and Vercel's are left to
 * their 404.
 * @returns {Rewrite}
 */
export function unknownPathRewrite() {
  return /** @type {Rewrite} */ (
    buildCustomRoute('rewrite', { source: '/:path((?!_next/|_vercel/).+)', destination: `${UNKNOWN_PATH_PREFIX}/:path`, missing: PAGE_READ })
  );
}

/** @param {{ destination?: string }} rewrite */
const isOurs = (rewrite) => Boolean(rewrite.destination?.endsWith(`/${UNKNOWN_SLUG}`) || rewrite.destination?.startsWith(`${UNKNOWN_PATH_PREFIX}/`));

/**
 * The routes manifest with the unknown-slug rewrites after Next's own `beforeFiles` (interception routes) and the
 * unknown-path rewrite last in `fallback`, replacing any from an earlier run.
 * @template {{ rewrites: { beforeFiles: Array<{ destination?: string }>; fallback: Array<{ destination?: string }> } }} T
 * @param {T} routesManifest
 * @param {Rewrite[]} rewrites the sections' unknown-slug rewrites
 * @returns {T}
 */
export function withUnknownSlugRewrites(routesManifest, rewrites) {
  const { beforeFiles, fallback } = routesManifest.rewrites;
  return {
    ...routesManifest,
    rewrites: {
      ...routesManifest.rewrites,
      beforeFiles: [...beforeFiles.filter((rewrite) => !isOurs(rewrite)), ...rewrites],
      fallback: [...fallback.filter((rewrite) => !isOurs(rewrite)), unknownPathRewrite()],
    },
  };
}

/**
 * Fails the build if the routes manifest has no `rewrites.beforeFiles` or `rewrites.fallback` list to add to.
 * @param {unknown} manifest
 * @returns {asserts manifest is { rewrites: { beforeFiles: Array<{ destination?: string }>; fallback: Array<{ destination?: string }> } }}
 */
export function assertRewrites(manifest) {
  const rewrites = /** @type {{ rewrites?: { beforeFiles?: unknown; fallback?: unknown } }} */ (manifest)?.rewrites;
  if (!rewrites || !Array.isArray(rewrites.beforeFiles)) throw new Error('routes-manifest.json: no `rewrites.beforeFiles` array');
  if (!Array.isArray(rewrites.fallback)) throw new Error('routes-manifest.json: no `rewrites.fallback` array');
}
