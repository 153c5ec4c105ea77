import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The body markup of one of the site's prerendered pages, read from the site's build at the floor's build
 * time, for the ladder's markup rungs: the same DOM and CSS as the site's page, with none of the site's
 * client code. The site's scripts, its streamed-metadata holder and React's Suspense markers are left out.
 * The bench passes the site's build folder in FLOOR_SITE_DIST_DIR (scripts/bench/floor.mjs).
 */
export const SITE_DIST = process.env.FLOOR_SITE_DIST_DIR || join(process.cwd(), '..', '..', '..', '.next');

/**
 * The site pages the markup rungs copy: the layout around a near-empty page, an article, the home page, the insights
 * index (the largest), the services overview (beside its rung as the spec requires it).
 */
export const MARKUP_PAGES = ['offline', 'insights/vr-workplace-2025', 'index', 'insights', 'services'];

export function readSiteMarkup(page) {
  const html = readFileSync(join(SITE_DIST, 'server', 'app', `${page}.html`), 'utf8');
  const body = html.match(/<body([^>]*)>([\s\S]*)<\/body>/);
  if (!body) throw new Error(`No <body> in the site's ${page}.html`);
  const bodyClass = body[1].match(/class="([^"]*)"/)?.[1] ?? '';
  const markup = body[2]
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<div hidden="">[\s\S]*?<\/div>/, '')
    .replace(/<!--\/?\$\??-->/g, '');
  return { bodyClass, markup };
}
