/**
 * The floor: a one-page Next.js app (scripts/bench/floor/) built from this project's own node_modules,
 * measured side by side with the site so every figure can be read as a difference from what Next.js and
 * React cost alone on the same machine in the same minutes. Its other pages are the ladder's rungs
 * (`bench:lighthouse --ladder`): the floor with the site's response headers, the floor plus the site's stylesheet, then three of the
 * site's pages rebuilt on the floor one piece at a time, from static HTML with no JavaScript to the page's
 * markup with all of the layout's client code (docs/performance-log.md, the ladder in real loads).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, buildApp, distDir, startNextApp } from './lib.mjs';

const FLOOR_DIR = join(ROOT, 'scripts', 'bench', 'floor');
const FLOOR_DIST = '.next';

const RUNG_LABELS = {
  static: 'as static HTML, no JavaScript',
  html: 'markup as one HTML string',
  react: 'markup as React elements',
  links: '+ the site\'s links',
  header: '+ site header',
  effects: '+ client effects',
  form: '+ newsletter form (all the layout\'s client code)',
  all: 'markup with all the layout\'s client code',
};
// static: the site's page as built, scripts removed (floor/app/static-markup/); the others: floor/app/(markup)/markup/.
const rungPath = (rung, page) => (rung === 'static' ? `/static-markup/${page}` : `/markup/${rung === 'all' ? 'form' : rung}/${page}`);

function markupRungs(name, page, rungs) {
  return rungs.map((rung) => ({ label: `${name} ${RUNG_LABELS[rung]}`, path: rungPath(rung, page) }));
}

/** The floor's pages: the floor itself, then the ladder's rungs. */
export const FLOOR_PAGES = [
  { label: 'floor', path: '/' },
  { label: "floor + the site's response headers (its CSP apart)", path: '/security-headers' },
  { label: 'floor + stylesheet', path: '/stylesheet' },
  // The site's own pages, rebuilt on the floor one piece at a time (floor/app/site-markup.js): the page as
  // static HTML with no JavaScript; then with the framework's scripts and the markup as one HTML string; as
  // React elements; with the site's links; with the site's header; its client effects; its newsletter form.
  // Below them, the layout with only what the spec requires of it, unstyled, as one HTML string
  // (floor/app/(floor)/spec-minimum/): what the budgets would cost with nothing of ours but the spec's content.
  { label: 'layout as the spec requires it, unstyled, one HTML string', path: '/spec-minimum' },
  // The same, served as the site must be: its response headers and the spec's service worker after the load event.
  { label: 'layout as the spec requires it + response headers + service worker', path: '/spec-minimum-served' },
  // Two content pages as the spec requires them, served the same way (floor/app/(floor)/spec-minimum-served/[page]/).
  { label: 'services as the spec requires it + response headers + service worker', path: '/spec-minimum-served/services' },
  { label: 'insights as the spec requires it + response headers + service worker', path: '/spec-minimum-served/insights' },
  ...markupRungs('layout', 'offline', ['static', 'html', 'react', 'links', 'header', 'effects', 'form']),
  ...markupRungs('article', 'insights/vr-workplace-2025', ['static', 'html', 'react', 'all']),
  ...markupRungs('home', 'index', ['static', 'html', 'react', 'all']),
  ...markupRungs('insights', 'insights', ['static', 'html', 'react', 'all']),
  ...markupRungs('services', 'services', ['static', 'html', 'react', 'all']),
];

/**
 * Builds the floor (about 10–20 s), always: it must come from the node_modules the site uses now. Its markup
 * rungs copy pages from the site build in `siteDir`, so the site must be built first. With `floorPageOnly` (what
 * bench:check measures) it builds the floor page alone, no rung (`next build --debug-build-paths`): 9–11 s and
 * 16–20 CPU-seconds against 18–19 and 33–34 with the ladder (2 interleaved pairs, 2026-11-26); the same HTML and
 * 570,889 bytes of script either way, two of its six files split at another point.
 */
export async function buildFloor({ siteDir = distDir(), floorPageOnly = false } = {}) {
  const ms = await buildApp({
    dir: FLOOR_DIST,
    cwd: FLOOR_DIR,
    quiet: true,
    distEnv: 'FLOOR_DIST_DIR',
    env: { FLOOR_SITE_DIST_DIR: join(ROOT, siteDir), SITE_CONTENT_DIR: join(ROOT, 'content') },
    args: floorPageOnly ? ['--debug-build-paths', 'app/(floor)/page.jsx'] : [],
  });
  if (floorPageOnly) return ms;
  // The rungs get their stylesheets the way the site's pages do: by the site's own critical-CSS step (the
  // floor page itself links none, so it is left as Next.js builds it).
  // The rungs copy site pages, which link the site build's stylesheets: the step reads them from the floor's build.
  cpSync(join(ROOT, siteDir, 'static', 'chunks'), join(FLOOR_DIR, FLOOR_DIST, 'static', 'chunks'), {
    recursive: true,
    filter: (source) => !/\.[a-z]+$/.test(source) || source.endsWith('.css'),
  });
  execFileSync(process.execPath, [join(ROOT, 'scripts', 'build', 'critical-css.mjs')], {
    env: { ...process.env, NEXT_DIST_DIR: join(FLOOR_DIR, FLOOR_DIST) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return ms;
}

/** Whether the floor has a build to start (its pages as the last build made them). */
export function floorIsBuilt() {
  return existsSync(join(FLOOR_DIR, FLOOR_DIST, 'BUILD_ID'));
}

export function startFloor({ port }) {
  return startNextApp({ cwd: FLOOR_DIR, dir: FLOOR_DIST, port, distEnv: 'FLOOR_DIST_DIR', label: 'floor (next start)' });
}
