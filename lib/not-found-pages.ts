import 'server-only';
import { breadcrumbLabels } from './content/navigation';
import { unknownCrumbLabels, withNoScriptCrumbs } from './no-script-trail';
import { isPrerendered, prerenderedHtml } from './prerendered-html';
import { SITE_NOT_FOUND_HTML, UNKNOWN_SLUG } from './unknown-slug.mjs';

/*
 * The prerendered not-found page an unknown path is answered with (app/unknown-path/[...path]/route.ts): a slug
 * section's reserved page for one unknown segment under it (/services/foo → services/_unknown.html), the site's
 * otherwise.
 */

/** A section path as the build writes folders for it: kebab-case segments, so never `..` or an absolute path. */
const SECTION_FOLDER = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

/** The prerendered page that answers these segments (relative to the build's app folder) and its section's path. */
function notFoundPageFor(segments: readonly string[]): { file: string; section: string } {
  const parent = segments.slice(0, -1).join('/');
  if (segments.length > 1 && SECTION_FOLDER.test(parent)) {
    const file = `${parent}/${UNKNOWN_SLUG}.html`;
    if (isPrerendered(file)) return { file, section: `/${parent}` };
  }
  return { file: SITE_NOT_FOUND_HTML, section: '/' };
}

/** The not-found page for an unknown path, its segments in the no-JavaScript breadcrumb (lib/no-script-trail.ts). */
export function notFoundPageHtml(segments: readonly string[]): string {
  const { file, section } = notFoundPageFor(segments);
  const pathname = `/${segments.map(encodeURIComponent).join('/')}`;
  return withNoScriptCrumbs(prerenderedHtml(file), unknownCrumbLabels(pathname, section, breadcrumbLabels));
}
