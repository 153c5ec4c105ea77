#!/usr/bin/env node
/**
 * bench:hydration — what a visitor on a slow phone sees and when the page answers, in a real throttled load rather
 * than Lighthouse's simulation: first paint, largest paint and the moment React has hydrated the page (its fiber is
 * on <body>), per route and build, interleaved with the floor (scripts/bench/floor/). Chromium throttled through the
 * DevTools protocol with Lighthouse's "applied" mobile settings (its `mobileSlow4G`: 562.5 ms request latency,
 * 1,474.56 kbit/s down, 675 up, 4× CPU), a fresh context (empty cache) per load. Lighthouse's mobile LCP is simulated
 * from an unthrottled load (docs/performance.md); this is the check that a change which moves it also moves what a
 * visitor gets.
 *
 * Usage: node scripts/bench/hydration.mjs [--dirs .next-before,.next] [--routes /a,/b] [--templates] [--runs 5] [--out hydration]
 * Env: NEXT_DIST_DIR (default .next), PORT (default 3205; the floor at PORT + 2, further builds from PORT + 3).
 */
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { throttling as lighthouseThrottling } from 'lighthouse/core/config/constants.js';
import { buildFloor, startFloor } from './floor.mjs';
import {
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  benchPorts,
  benchmarkRoutes,
  distDir,
  loadAverage,
  median,
  printTable,
  serverPool,
  startNext,
  stopOnSignal,
  writeReport,
} from './lib.mjs';

// Lighthouse's own mobile preset as it applies it when it throttles for real, read from the Lighthouse we run, so the
// two benchmarks cannot drift apart.
const MOBILE = lighthouseThrottling.mobileSlow4G;
const THROTTLING = {
  latency: MOBILE.requestLatencyMs,
  downloadThroughput: (MOBILE.downloadThroughputKbps * 1024) / 8,
  uploadThroughput: (MOBILE.uploadThroughputKbps * 1024) / 8,
  cpu: MOBILE.cpuSlowdownMultiplier,
};

// Runs in the page before its own scripts: records the largest paint and the first frame in which React owns <body>
// (App Router hydrates the whole document in one pass, so the site's header and the floor's text are live by then).
function recordTimeline() {
  const marks = { lcp: null, hydrated: null };
  window.__benchTimeline = marks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) marks.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const check = () => {
    if (document.body && Object.keys(document.body).some((key) => key.startsWith('__reactFiber'))) marks.hydrated = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

async function measure(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...THROTTLING });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpu });
  await page.addInitScript(recordTimeline);
  // A load with a failed request measures a different page: such figures are reported, not used.
  const failed = [];
  page.on('requestfailed', (request) => failed.push(`${request.url()} (${request.failure()?.errorText})`));
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.url()} (${response.status()})`);
  });
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForFunction(() => window.__benchTimeline.hydrated !== null, null, { timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  const result = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    ...window.__benchTimeline,
  }));
  await context.close();
  return { ...result, failed };
}

const { values } = parseArgs({
  options: {
    dirs: { type: 'string' },
    routes: { type: 'string' },
    templates: { type: 'boolean', default: false },
    runs: { type: 'string', default: '5' },
    out: { type: 'string', default: 'hydration' },
  },
});
const dirs = values.dirs ? values.dirs.split(',') : [distDir()];
const routes = benchmarkRoutes({ dir: dirs[0], onePerTemplate: values.templates, only: values.routes?.split(',') });
const runs = Number(values.runs);
const ports = benchPorts();
const FLOOR = '(floor)';
const pool = serverPool({
  ...Object.fromEntries(dirs.map((dir, index) => [dir, () => startNext({ dir, port: ports.site(index) })])),
  [FLOOR]: () => startFloor({ port: ports.floor }),
});
stopOnSignal([pool]);
await buildFloor({ siteDir: dirs[0] });

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const samples = new Map();
try {
  for (let run = 1; run <= runs; run++) {
    // The floor once per route and round, so it sees the same minutes of machine load as the site.
    for (const { route } of routes) {
      for (const [dir, path] of [[FLOOR, '/'], ...dirs.map((d) => [d, route])]) {
        const { origin } = await pool.use(dir);
        const load = loadAverage();
        const result = await measure(browser, origin + path);
        const key = `${dir === FLOOR ? FLOOR : route}\t${dir === FLOOR ? '' : dir}`;
        samples.set(key, [...(samples.get(key) ?? []), { ...result, load }]);
        const ms = (value) => (value === null ? '–' : Math.round(value));
        console.log(`run ${run} ${dir === FLOOR ? FLOOR : route} (${dir}): FCP ${ms(result.fcp)}, LCP ${ms(result.lcp)}, hydrated ${ms(result.hydrated)} ms (load ${load})`);
        for (const request of result.failed) console.log(`  failed request: ${request}`);
      }
    }
  }
} finally {
  await browser.close();
  await pool.stop();
}

const rows = [...samples].map(([key, list]) => {
  const [route, dir] = key.split('\t');
  const pick = (name) => median(list.map((sample) => sample[name]).filter((value) => value !== null));
  const loads = list.map((sample) => sample.load);
  return { route, dir, fcp: pick('fcp'), lcp: pick('lcp'), hydrated: pick('hydrated'), load: `${Math.min(...loads)}–${Math.max(...loads)}`, samples: list };
});
const ms = (value) => (value == null ? '–' : String(Math.round(value)));
console.log(`\nMedians of ${runs} throttled loads (ms from navigation start)\n`);
printTable(rows, [
  { key: 'route', label: 'route', align: 'left' },
  { key: 'dir', label: 'build', align: 'left' },
  { key: 'fcp', label: 'first paint', format: ms },
  { key: 'lcp', label: 'largest paint', format: ms },
  { key: 'hydrated', label: 'hydrated', format: ms },
  { key: 'load', label: 'load avg', align: 'left' },
]);
const failedLoads = rows.flatMap((row) => row.samples).filter((sample) => sample.failed.length > 0).length;
writeReport(values.out, { throttling: THROTTLING, runs, rows, failedLoads });
if (failedLoads > 0) {
  console.error(`\n${failedLoads} load(s) had a failed request (listed above): these figures are not comparable.`);
  process.exitCode = 1;
}
