import 'server-only';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { breadcrumbLabels } from './content/navigation';
import { unknownCrumbLabels, withNoScriptCrumbs } from './no-script-trail';
import { UNKNOWN_SLUG } from './unknown-slug.mjs';

/*
 * The prerendered not-found pages an unknown path is answered with (app/unknown-path/[...path]/route.ts): a slug
 * section's reserved page for one unknown segment under it (/services/foo → services/_unknown.html), the site's
 * otherwise. Read from the build's own output: `next start` serves the same files, and on Vercel the post-build step
 * lists them in the handler's trace, so they ship with its function (scripts/build/page-csp-headers.mjs).
 */

// turbopackIgnore: a folder path Turbopack can resolve makes it ship the whole folder with the function.
const APP_DIR = join(/*turbopackIgnore: true*/ process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'server', 'app');

/** The site's not-found page, for any path that is not one unknown segment under a slug section. */
export const SITE_NOT_FOUND_FILE = '_not-found.html';

/** A section path as the build writes folders for it: kebab-case segments, so never `..` or an absolute path. */
const SECTION_FOLDER = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

/** The prerendered page that answers these segments (relative to the build's app folder) and its section's path. */
export function notFoundPageFor(segments: readonly string[]): { file: string; section: string } {
  const parent = segments.slice(0, -1).join('/');
  if (segments.length > 1 && SECTION_FOLDER.test(parent)) {
    const file = `${parent}/${UNKNOWN_SLUG}.html`;
    if (existsSync(join(/*turbopackIgnore: true*/ APP_DIR, file))) return { file, section: `/${parent}` };
  }
  return { file: SITE_NOT_FOUND_FILE, section: '/' };
}

/** Six files at most, read once per server. */
const pages = new Map<string, string>();

/** The not-found page for an unknown path, its segments in the no-JavaScript breadcrumb (lib/no-script-trail.ts). */
export function notFoundPageHtml(segments: readonly string[]): string {
  const { file, section } = notFoundPageFor(segments);
  let html = pages.get(file);
  if (html === undefined) {
    html = readFileSync(join(/*turbopackIgnore: true*/ APP_DIR, file), 'utf8');
    pages.set(file, html);
  }
  const pathname = `/${segments.map(encodeURIComponent).join('/')}`;
  return withNoScriptCrumbs(html, unknownCrumbLabels(pathname, section, breadcrumbLabels));
}
