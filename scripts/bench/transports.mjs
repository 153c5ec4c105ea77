#!/usr/bin/env node
/**
 * bench:transports — the same pages over `next start`'s own HTTP/1.1 and over HTTP/2 (scripts/bench/http2-front.mjs,
 * as Vercel serves them), both in every round and the floor over each, in bench:hydration's real throttled loads: how
 * much of a page's distance from the floor is the transport. HTTP/1.1 sends every response header again with every
 * file (1.7 KB of security headers on each of ours, 0.3 KB on the floor's); HTTP/2 sends a repeated one in a few bytes.
 *
 * Prints each transport's medians against its own floor, then HTTP/2 against HTTP/1.1 round by round.
 *
 * Usage: node scripts/bench/transports.mjs [--routes /about,/insights] [--templates] [--runs 5] [--out transports]
 * Env: NEXT_DIST_DIR (default .next), PORT (default 3205; the floor at PORT + 2).
 */
import { parseArgs } from 'node:util';
import { launchBenchBrowser } from './browser.mjs';
import { buildFloor } from './floor.mjs';
import { transport } from './http2-front.mjs';
import { lighthousePool } from './lighthouse.mjs';
import { benchmarkRoutes, distDir, loadAverage, printTable, stopOnSignal, writeReport } from './lib.mjs';
import { pairedChanges } from './paired-changes.mjs';
import { measureLoad } from './visitor-loads.mjs';
import { FLOOR, summarise } from './visitor-rows.mjs';
import { CHANGE_COLUMNS, MEDIAN_COLUMNS, ms, refuseFailedLoads } from './visitor-table.mjs';

const { values } = parseArgs({
  options: {
    routes: { type: 'string', default: '/about,/insights,/offline,/insights/vr-workplace-2025,/services/ai-solutions' },
    templates: { type: 'boolean', default: false },
    runs: { type: 'string', default: '5' },
    out: { type: 'string', default: 'transports' },
  },
});
const dir = distDir();
const routes = benchmarkRoutes({ dir, onePerTemplate: values.templates, only: values.templates ? undefined : values.routes.split(',') });
const runs = Number(values.runs);
const HTTP1 = 'HTTP/1.1';
const HTTP2 = 'HTTP/2';

const pool = lighthousePool([dir]);
stopOnSignal([pool]);
await buildFloor({ siteDir: dir });
// One browser per transport: only HTTP/2's needs to accept the front end's certificate.
const transports = { [HTTP1]: transport({ http2: false }), [HTTP2]: transport({ http2: true }) };
const browsers = Object.fromEntries(
  await Promise.all(Object.entries(transports).map(async ([name, served]) => [name, await launchBenchBrowser(served.chromiumArgs)])),
);
const samples = { [HTTP1]: new Map(), [HTTP2]: new Map() };

try {
  for (let round = 1; round <= runs; round++) {
    for (const name of [HTTP1, HTTP2]) {
      for (const route of [FLOOR, ...routes.map((entry) => entry.route)]) {
        const { origin } = await pool.use(route === FLOOR ? 'floor' : `site:${dir}`);
        const load = loadAverage();
        const result = await measureLoad(browsers[name], (await transports[name].origin(origin)) + (route === FLOOR ? '/' : route));
        const key = `${route}\t${name}`;
        samples[name].set(key, [...(samples[name].get(key) ?? []), { ...result, load }]);
        console.error(`round ${round} ${name} ${route}: LCP ${ms(result.lcp)}, hydrated ${ms(result.hydrated)}, main thread ${ms(result.mainThread)} ms`);
        for (const request of result.failed) console.error(`  failed request: ${request}`);
      }
    }
  }
} finally {
  await Promise.all(Object.values(browsers).map((browser) => browser.close()));
  await Promise.all(Object.values(transports).map((served) => served.stop()));
  await pool.stop();
}

// Each transport against its own floor (summarise takes one floor), then both side by side.
const rows = [...summarise(samples[HTTP1]), ...summarise(samples[HTTP2])];
console.log(`\nMedians of ${runs} throttled loads per transport, each against the floor over the same transport\n`);
printTable(rows, [
  { key: 'route', label: 'route', align: 'left' },
  { key: 'dir', label: 'transport', align: 'left' },
  ...MEDIAN_COLUMNS,
]);
const changes = pairedChanges(rows, [HTTP1, HTTP2]);
console.log(`\n${HTTP2} against ${HTTP1}, round by round: the median of the ${runs} differences (ms), and how many rounds agree\n`);
printTable(changes, [{ key: 'route', label: 'route', align: 'left' }, ...CHANGE_COLUMNS]);
writeReport(values.out, { runs, rows, changes, failedLoads: refuseFailedLoads(rows) });
