#!/usr/bin/env node
/**
 * bench:main-thread — where a page's main-thread time goes beyond the floor's (scripts/bench/floor/): script,
 * layout, style and the rest (parsing HTML, painting, image documents, committing the navigation), from Chrome's own
 * counters (`Performance.getMetrics`). The network is not throttled and the CPU is slowed as bench:hydration slows
 * it, so one load takes about a second and rounds are cheap; each round loads the floor and every route, and the
 * figures are medians of each round's difference from the floor. It says where to look; the budgets are judged on
 * bench:hydration's throttled loads.
 *
 * With `--events N` each load is also traced, and the N trace events whose self time differs most from the floor's
 * are printed (scripts/bench/trace-events.mjs): what "the rest" is, and which layout or style pass grew. Tracing
 * slows every load a little, the floor's as much as the routes'.
 *
 * Usage: node scripts/bench/main-thread.mjs [--routes /offline,/insights] [--runs 10] [--events 20] [--out main-thread]
 * Env: NEXT_DIST_DIR (default .next), PORT (default 3205; the floor at PORT + 2).
 */
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { buildFloor, startFloor } from './floor.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, benchPorts, median, printTable, startNext, stopOnSignal, writeReport } from './lib.mjs';
import { TRACE_CATEGORIES, pageMainThread, selfTimes } from './trace-events.mjs';
import { THROTTLING } from './visitor-loads.mjs';

const { values } = parseArgs({
  options: {
    routes: { type: 'string', default: '/offline,/insights' },
    runs: { type: 'string', default: '10' },
    events: { type: 'string' },
    out: { type: 'string', default: 'main-thread' },
  },
});
const routes = values.routes.split(',');
const runs = Number(values.runs);
const topEvents = values.events === undefined ? 0 : Number(values.events);
const COUNTERS = { task: 'TaskDuration', script: 'ScriptDuration', layout: 'LayoutDuration', style: 'RecalcStyleDuration' };

/** One cold load with the CPU slowed: Chrome's counters in ms, and the rest of the task time. */
async function measure(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpu });
  await cdp.send('Performance.enable', { timeDomain: 'timeTicks' });
  const trace = [];
  if (topEvents) {
    cdp.on('Tracing.dataCollected', ({ value }) => trace.push(...value));
    await cdp.send('Tracing.start', { transferMode: 'ReportEvents', traceConfig: { includedCategories: TRACE_CATEGORIES } });
  }
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  const { metrics } = await cdp.send('Performance.getMetrics');
  if (topEvents) {
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await complete;
  }
  await context.close();
  const counters = Object.fromEntries(
    Object.entries(COUNTERS).map(([key, name]) => [key, (metrics.find((metric) => metric.name === name)?.value ?? 0) * 1000]),
  );
  const thread = topEvents ? pageMainThread(trace) : null;
  const events = thread ? selfTimes(trace, thread) : new Map();
  return { counters: { ...counters, rest: counters.task - counters.script - counters.layout - counters.style }, events };
}

/** Each event's self time in this load less the floor's in the same round. */
const eventDifferences = (load, floorLoad) =>
  new Map([...new Set([...load.events.keys(), ...floorLoad.events.keys()])].map((name) => [name, (load.events.get(name) ?? 0) - (floorLoad.events.get(name) ?? 0)]));

await buildFloor();
const ports = benchPorts();
const site = await startNext({ port: ports.site() });
const floor = await startFloor({ port: ports.floor });
stopOnSignal([site, floor]);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const differences = new Map(routes.map((route) => [route, []]));
const eventRounds = new Map(routes.map((route) => [route, []]));
const floorLoads = [];
const floorEvents = [];
try {
  for (let run = 1; run <= runs; run++) {
    const { counters: floorLoad, events: floorLoadEvents } = await measure(browser, `${floor.origin}/`);
    floorLoads.push(floorLoad);
    floorEvents.push(floorLoadEvents);
    for (const route of routes) {
      const { counters: load, events } = await measure(browser, site.origin + route);
      differences.get(route).push(Object.fromEntries(Object.keys(load).map((key) => [key, load[key] - floorLoad[key]])));
      eventRounds.get(route).push(eventDifferences({ events }, { events: floorLoadEvents }));
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

let eventRows = [];
if (topEvents) {
  // An event missing from a load took no time there.
  const names = [...new Set([...floorEvents, ...[...eventRounds.values()].flat()].flatMap((events) => [...events.keys()]))];
  eventRows = names.map((name) => ({
    event: name,
    floor: median(floorEvents.map((events) => events.get(name) ?? 0)),
    ...Object.fromEntries(routes.map((route) => [route, median(eventRounds.get(route).map((events) => events.get(name) ?? 0))])),
  }));
  eventRows.sort((a, b) => Math.max(...routes.map((route) => Math.abs(b[route]))) - Math.max(...routes.map((route) => Math.abs(a[route]))));
  eventRows = eventRows.slice(0, topEvents);
  console.log(`\nTrace events, self time in ms: the floor's median, then each route's median difference from the floor in the same round (the ${topEvents} that differ most)\n`);
  printTable(eventRows, [{ key: 'event', label: 'event', align: 'left' }, { key: 'floor', label: 'floor', format: ms }, ...routes.map((route) => ({ key: route, label: route, format: ms }))]);
}
writeReport(values.out, { cpu: THROTTLING.cpu, runs, rows, events: eventRows });
