// Unknown slugs under a slug section (/services/[slug], …) are served by the section's prerendered not-found page,
// the reserved slug (lib/unknown-slug.mjs), so their inline scripts are hashed at build time like any page's.
// scripts/build/page-csp-headers.mjs appends the rewrites below to Next's routes manifest, next to the headers.
//
// Why the post-build step and not next.config.ts rewrites(): the known slugs are exactly what the build prerendered
// (generateStaticParams, one source of truth, read back from the prerender manifest), and both `next start` and
// `vercel build` read `rewrites.beforeFiles` from .next/routes-manifest.json, as they read `headers`.
import { buildCustomRoute } from 'next/dist/lib/build-custom-route.js';
import { UNKNOWN_SLUG } from '../unknown-slug.mjs';
import { literalSource } from './page-headers.mjs';

/**
 * @typedef {{ routeType?: string; srcRoute?: string | null }} PrerenderRoute
 * @typedef {{ section: string; reservedRoute: string; slugs: string[] }} SlugSection
 * @typedef {{ source: string; destination: string; regex: string }} Rewrite
 */

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

/** @param {string} text */
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * The rewrite that sends every one-segment path of the section that Next does not serve to the reserved page. The lookahead stops at "/" or the end, so a known slug with Next's optional trailing slash is not caught.
 * Client navigations (`rsc: 1`, `?_rsc=`) request the same path, so they land on the reserved page's payload too.
 * The reserved slug itself is not excluded: in any capitals it is rewritten to the reserved page too.
 * Next matches rewrites without regard to case: a known slug in other capitals is not rewritten; the case redirects
 * (lib/security/canonical-paths.mjs) redirect it to its page, and `dynamicParams = false` keeps it from rendering.
 * @param {SlugSection} section
 * @returns {Rewrite}
 */
export function unknownSlugRewrite({ section, reservedRoute, slugs }) {
  const known = slugs.filter((slug) => slug !== UNKNOWN_SLUG).map(escapeRegex).join('|');
  const source = `${literalSource(section)}/:slug((?!(?:${known})(?:/|$))[^/]+)`;
  return /** @type {Rewrite} */ (buildCustomRoute('rewrite', { source, destination: reservedRoute }));
}

/**
 * The routes manifest with the unknown-slug rewrites after Next's own `beforeFiles` (interception routes), replacing
 * any from an earlier run.
 * @template {{ rewrites: { beforeFiles: Array<{ destination?: string }> } }} T
 * @param {T} routesManifest
 * @param {Rewrite[]} rewrites
 * @returns {T}
 */
export function withUnknownSlugRewrites(routesManifest, rewrites) {
  const ours = new Set(rewrites.map((rewrite) => rewrite.destination));
  const others = routesManifest.rewrites.beforeFiles.filter(
    (rewrite) => !(rewrite.destination?.endsWith(`/${UNKNOWN_SLUG}`) || ours.has(rewrite.destination ?? '')),
  );
  return { ...routesManifest, rewrites: { ...routesManifest.rewrites, beforeFiles: [...others, ...rewrites] } };
}

/**
 * Fails the build if the routes manifest has no `rewrites.beforeFiles` list to add to.
 * @param {unknown} manifest
 * @returns {asserts manifest is { rewrites: { beforeFiles: Array<{ destination?: string }> } }}
 */
export function assertRewrites(manifest) {
  const rewrites = /** @type {{ rewrites?: { beforeFiles?: unknown } }} */ (manifest)?.rewrites;
  if (!rewrites || !Array.isArray(rewrites.beforeFiles)) throw new Error('routes-manifest.json: no `rewrites.beforeFiles` array');
}
