#!/usr/bin/env node
/**
 * bench:hydration — what a visitor on a slow phone sees and when the page answers, in real throttled loads rather
 * than Lighthouse's simulation (scripts/bench/visitor-loads.mjs): first paint, largest paint, hydration, main-thread
 * work and layout shift per route and build, interleaved with the floor (scripts/bench/floor/). Lighthouse's mobile
 * LCP is simulated from an unthrottled load (docs/performance.md); this is what a visitor gets, and what
 * `bench:check` budgets.
 *
 * With several builds (--dirs) it also prints each build against the first, round by round (paired-changes.mjs).
 *
 * Usage: node scripts/bench/hydration.mjs [--dirs .next-before,.next] [--routes /a,/b] [--templates] [--ladder [--ladder-page article]] [--h2] [--runs 5] [--out hydration]
 *   --h2      every page, the floor's too, over HTTP/2 and TLS as Vercel serves them (scripts/bench/http2-front.mjs);
 *             without it, over next start's own HTTP/1.1, which sends every header again with every file.
 *   --ladder  also the floor's rungs (scripts/bench/floor.mjs): the floor with the site's stylesheet, then a page
 *             rebuilt on the floor from static HTML up to the page's markup with all the layout's client code, each
 *             loaded in every round beside the site's routes. --ladder-page picks the page: article (default), home, insights,
 *             or layout (the offline page, with the layout's client code added one piece at a time: links, header,
 *             effects, newsletter form). The layout, services and insights also have a rung of the page as the spec
 *             requires it, unstyled, served with the site's headers and service worker (scripts/bench/floor.mjs);
 *             `--ladder-page spec` loads those rungs alone.
 * Env: NEXT_DIST_DIR (default .next), PORT (default 3205; the floor at PORT + 2, further builds from PORT + 3).
 */
import { parseArgs } from 'node:util';
import { FLOOR_PAGES, buildFloor } from './floor.mjs';
import { lighthousePool } from './lighthouse.mjs';
import { benchmarkRoutes, distDir, printTable, stopOnSignal, writeReport } from './lib.mjs';
import { pairedChanges } from './paired-changes.mjs';
import { THROTTLING, measureVisitorLoads } from './visitor-loads.mjs';
import { CHANGE_COLUMNS, MEDIAN_COLUMNS, ms, refuseFailedLoads } from './visitor-table.mjs';

const { values } = parseArgs({
  options: {
    dirs: { type: 'string' },
    routes: { type: 'string' },
    templates: { type: 'boolean', default: false },
    ladder: { type: 'boolean', default: false },
    h2: { type: 'boolean', default: false },
    'ladder-page': { type: 'string', default: 'article' },
    runs: { type: 'string', default: '5' },
    out: { type: 'string', default: 'hydration' },
  },
});
const dirs = values.dirs ? values.dirs.split(',') : [distDir()];
const routes = benchmarkRoutes({ dir: dirs[0], onePerTemplate: values.templates, only: values.routes?.split(',') });
const runs = Number(values.runs);
const pool = lighthousePool(dirs);
stopOnSignal([pool]);
await buildFloor({ siteDir: dirs[0] });

let rows;
try {
  const page = values['ladder-page'];
  // `spec`: every page's rung as the spec requires it, side by side; otherwise one page's rungs.
  const isRung = page === 'spec' ? (label) => label.includes(' as the spec requires it') : (label) => label.startsWith(`${page} `);
  const floorPages = values.ladder ? FLOOR_PAGES.filter(({ label }) => label === 'floor + stylesheet' || isRung(label)) : [];
  if (values.ladder && floorPages.length === 1) throw new Error(`--ladder-page ${page}: no such rungs (article, home, insights, layout, services, spec)`);
  rows = await measureVisitorLoads({ pool, dirs, routes, runs, floorPages, http2: values.h2 });
} finally {
  await pool.stop();
}

const rowLabels = [
  { key: 'route', label: 'route', align: 'left' },
  { key: 'dir', label: 'build', align: 'left' },
];
console.log(`\nMedians of ${runs} throttled loads over ${values.h2 ? 'HTTP/2' : 'HTTP/1.1'} (ms from navigation start; main thread in ms of 4×-slowed CPU)\n`);
printTable(rows, [
  ...rowLabels,
  { key: 'fcp', label: 'first paint', format: ms },
  ...MEDIAN_COLUMNS,
  { key: 'cls', label: 'CLS', format: (v) => v.toFixed(3) },
  { key: 'load', label: 'load avg', align: 'left' },
]);
const changes = dirs.length > 1 ? pairedChanges(rows, dirs) : [];
if (changes.length) {
  console.log(`\nEach build against ${dirs[0]}, round by round: the median of the ${runs} differences (ms), and how many rounds agree\n`);
  printTable(changes, [...rowLabels, ...CHANGE_COLUMNS]);
}
const failedLoads = refuseFailedLoads(rows);
writeReport(values.out, { throttling: THROTTLING, transport: values.h2 ? 'HTTP/2' : 'HTTP/1.1', runs, rows, changes, failedLoads });
