#!/usr/bin/env node
/**
 * bench:main-thread — where a page's main-thread time goes beyond the floor's (scripts/bench/floor/): script,
 * layout, style and the rest (parsing HTML, painting, image documents, committing the navigation), from Chrome's own
 * counters (`Performance.getMetrics`). The network is not throttled and the CPU is slowed as bench:hydration slows
 * it, so one load takes about a second and rounds are cheap; each round loads the floor and every route, and the
 * figures are medians of each round's difference from the floor. It says where to look; the budgets are judged on
 * bench:hydration's throttled loads.
 *
 * Usage: node scripts/bench/main-thread.mjs [--routes /offline,/insights] [--runs 10] [--out main-thread]
 * Env: NEXT_DIST_DIR (default .next), PORT (default 3205; the floor at PORT + 2).
 */
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { buildFloor, startFloor } from './floor.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, benchPorts, median, printTable, startNext, stopOnSignal, writeReport } from './lib.mjs';
import { THROTTLING } from './visitor-loads.mjs';

const { values } = parseArgs({
  options: {
    routes: { type: 'string', default: '/offline,/insights' },
    runs: { type: 'string', default: '10' },
    out: { type: 'string', default: 'main-thread' },
  },
});
const routes = values.routes.split(',');
const runs = Number(values.runs);
const COUNTERS = { task: 'TaskDuration', script: 'ScriptDuration', layout: 'LayoutDuration', style: 'RecalcStyleDuration' };

/** One cold load with the CPU slowed: Chrome's counters in ms, and the rest of the task time. */
async function measure(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpu });
  await cdp.send('Performance.enable', { timeDomain: 'timeTicks' });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  const { metrics } = await cdp.send('Performance.getMetrics');
  await context.close();
  const counters = Object.fromEntries(
    Object.entries(COUNTERS).map(([key, name]) => [key, (metrics.find((metric) => metric.name === name)?.value ?? 0) * 1000]),
  );
  return { ...counters, rest: counters.task - counters.script - counters.layout - counters.style };
}

await buildFloor();
const ports = benchPorts();
const site = await startNext({ port: ports.site() });
const floor = await startFloor({ port: ports.floor });
stopOnSignal([site, floor]);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const differences = new Map(routes.map((route) => [route, []]));
const floorLoads = [];
try {
  for (let run = 1; run <= runs; run++) {
    const floorLoad = await measure(browser, `${floor.origin}/`);
    floorLoads.push(floorLoad);
    for (const route of routes) {
      const load = await measure(browser, site.origin + route);
      differences.get(route).push(Object.fromEntries(Object.keys(load).map((key) => [key, load[key] - floorLoad[key]])));
      console.log(`round ${run} ${route}: task ${Math.round(load.task)} ms (floor ${Math.round(floorLoad.task)})`);
    }
  }
} finally {
  await browser.close();
  await Promise.all([site.stop(), floor.stop()]);
}

const keys = ['task', 'script', 'layout', 'style', 'rest'];
const rows = [
  { route: '(floor)', ...Object.fromEntries(keys.map((key) => [key, median(floorLoads.map((load) => load[key]))])) },
  ...routes.map((route) => ({ route, ...Object.fromEntries(keys.map((key) => [key, median(differences.get(route).map((d) => d[key]))])) })),
];
const ms = (value) => `${value >= 0 ? '' : '−'}${Math.abs(Math.round(value))}`;
console.log(`\nMain-thread ms, CPU ${THROTTLING.cpu}× slower, network not throttled, ${runs} rounds: the floor's medians, then each route's median difference from the floor in the same round\n`);
printTable(rows, [{ key: 'route', label: 'route', align: 'left' }, ...keys.map((key) => ({ key, label: key, format: ms }))]);
writeReport(values.out, { cpu: THROTTLING.cpu, runs, rows });
