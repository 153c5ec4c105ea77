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
 * With `--parts` each route is loaded as a ladder of its own HTML (scripts/bench/page-parts.mjs: markup only, + its
 * first-screen CSS, + the full stylesheet, + scripts, + the service worker), beside the floor with and without its
 * scripts: what each part of the real page adds, not a rebuilt one's.
 *
 * Usage: node scripts/bench/main-thread.mjs [--routes /offline,/insights] [--runs 10] [--events 20 | --parts] [--out main-thread]
 * Env: NEXT_DIST_DIR (default .next), PORT (default 3205; the floor at PORT + 2).
 */
import { parseArgs } from 'node:util';
import { arriveFromAnotherSite } from './arrival.mjs';
import { launchBenchBrowser } from './browser.mjs';
import { buildFloor, startFloor } from './floor.mjs';
import { benchPorts, median, printTable, startNext, stopOnSignal, writeReport } from './lib.mjs';
import { PAGE_PARTS } from './page-parts.mjs';
import { TRACE_CATEGORIES, pageMainThread, selfTimes } from './trace-events.mjs';
import { THROTTLING, watchFailedRequests } from './visitor-loads.mjs';
import { FLOOR } from './visitor-rows.mjs';

const { values } = parseArgs({
  options: {
    routes: { type: 'string', default: '/offline,/insights' },
    runs: { type: 'string', default: '10' },
    events: { type: 'string' },
    parts: { type: 'boolean', default: false },
    out: { type: 'string', default: 'main-thread' },
  },
});
const routes = values.routes.split(',');
const runs = Number(values.runs);
const topEvents = values.events === undefined ? 0 : Number(values.events);
const COUNTERS = { task: 'TaskDuration', script: 'ScriptDuration', layout: 'LayoutDuration', style: 'RecalcStyleDuration' };
/** Milliseconds for the tables, with a true minus sign; nothing for a missing value. A step also shows its plus. */
const ms = (value) => (value === null ? '' : `${value < 0 ? '−' : ''}${Math.abs(Math.round(value))}`);
const step = (value) => `${value > 0 ? '+' : ''}${ms(value)}`;

/**
 * One cold load with the CPU slowed: Chrome's counters in ms, and the rest of the task time. With `html`, the
 * document is fetched from the server and handed to the browser as `html` turns it (its headers kept). A load with
 * a failed request measures a different page, so it stops the run, as it does bench:hydration's.
 */
async function measure(browser, url, { html, serviceWorkers = 'allow' } = {}) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, serviceWorkers });
  const page = await context.newPage();
  const failed = watchFailedRequests(page, url);
  if (html) {
    await page.route(url, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: html(await response.text()) });
    });
  }
  await arriveFromAnotherSite(page, url);
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
  if (failed.length) throw new Error(`A load of ${url} had a failed request: ${failed.join(', ')}`);
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
const browser = await launchBenchBrowser();

/** Each route against the floor, round by round: the counters and, with --events, the trace events. */
async function compareWithFloor() {
  const differences = new Map(routes.map((route) => [route, []]));
  const eventRounds = new Map(routes.map((route) => [route, []]));
  const floorLoads = [];
  const floorEvents = [];
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

  const keys = ['task', 'script', 'layout', 'style', 'rest'];
  const rows = [
    { route: FLOOR, ...Object.fromEntries(keys.map((key) => [key, median(floorLoads.map((load) => load[key]))])) },
    ...routes.map((route) => ({ route, ...Object.fromEntries(keys.map((key) => [key, median(differences.get(route).map((d) => d[key]))])) })),
  ];
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
}

/** Each route as the ladder of its own HTML (--parts), beside the floor without and with its scripts. */
async function partsLadder() {
  const floorRungs = PAGE_PARTS.filter((part) => part.floor);
  const loads = new Map([...routes.map((route) => [route, PAGE_PARTS]), [FLOOR, floorRungs]].map(([target, rungs]) => [target, rungs.map(() => [])]));
  for (let run = 1; run <= runs; run++) {
    for (const [target, rungs] of [[FLOOR, floorRungs], ...routes.map((route) => [route, PAGE_PARTS])]) {
      const url = target === FLOOR ? `${floor.origin}/` : site.origin + target;
      // Alternate the order every other round, so no rung always follows the same one.
      const order = rungs.map((_, index) => index);
      for (const index of run % 2 ? order : order.reverse()) {
        const { counters } = await measure(browser, url, { html: rungs[index].html, serviceWorkers: rungs[index].serviceWorkers });
        loads.get(target)[index].push(counters.task);
      }
    }
    console.log(`round ${run} of ${runs}`);
  }
  const floorTask = median(loads.get(FLOOR).at(-1));
  const rows = [...loads].flatMap(([target, rungLoads]) => {
    const rungs = target === FLOOR ? floorRungs : PAGE_PARTS;
    return rungLoads.map((tasks, index) => ({
      page: index === 0 ? target : '',
      rung: rungs[index].label,
      task: median(tasks),
      // The step from the rung before, paired within each round.
      step: index === 0 ? null : median(tasks.map((task, round) => task - rungLoads[index - 1][round])),
      vsFloor: median(tasks) / floorTask,
    }));
  });
  console.log(`\nMain-thread ms, CPU ${THROTTLING.cpu}× slower, network not throttled, ${runs} rounds: medians, each rung's step from the one before (paired by round), and ÷ the floor as served\n`);
  printTable(rows, [
    { key: 'page', label: 'page', align: 'left' },
    { key: 'rung', label: 'rung', align: 'left' },
    { key: 'task', label: 'task', format: (value) => String(Math.round(value)) },
    { key: 'step', label: 'step', format: step },
    { key: 'vsFloor', label: '÷ floor', format: (value) => value.toFixed(2) },
  ]);
  writeReport(values.out, { cpu: THROTTLING.cpu, runs, parts: rows });
}

try {
  if (values.parts) await partsLadder();
  else await compareWithFloor();
} finally {
  await browser.close();
  await Promise.all([site.stop(), floor.stop()]);
}
