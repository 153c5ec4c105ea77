#!/usr/bin/env node
/**
 * bench:lighthouse — Lighthouse 13 on Debian's Chromium against `next start`, side by side with the floor
 * (scripts/bench/floor/, a one-page Next.js app from the same node_modules): every route (and a not-found
 * page), N interleaved runs each, medians of the scores and of LCP, TBT, CLS and main-thread work, and each
 * route's difference from the floor measured in the same minutes.
 *
 * Usage: node scripts/bench/lighthouse.mjs [--runs 5] [--presets mobile,mobile-8x,desktop]
 *          [--templates] [--routes /a,/b] [--ladder] [--dirs .next-before,.next] [--build] [--keep] [--out lighthouse]
 *   --ladder   also the ladder's rungs on the floor: the site's stylesheet and the markup of three site pages (as HTML and as React elements)
 *   --dirs     several site builds, interleaved route by route: to choose between two versions of a change
 * Env: NEXT_DIST_DIR (default .next), PORT (default 3205; the floor at PORT + 2), BENCH_ONE_PORT=1 (one port, servers take turns).
 * Takes 8–10 s per run on an idle 2-core machine, 20–40 s on a busy one; --keep saves every raw report to reports/lighthouse/.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { FLOOR_PAGES, buildFloor, startFloor } from './floor.mjs';
import {
  NOT_FOUND_ROUTE,
  REPORTS_DIR,
  benchPorts,
  benchmarkRoutes,
  buildSite,
  distDir,
  loadAverage,
  median,
  printTable,
  readBudgets,
  serverPool,
  startNext,
  stopOnSignal,
  writeReport,
} from './lib.mjs';
import { inChildren } from './lighthouse-children.mjs';
import { runLighthouse } from './run-lighthouse.mjs';

/** How many site runs may pass between two runs of the floor, so both see the same minutes of machine load. */
const FLOOR_EVERY = 4;
/** Runs at once when nothing is timed (no Performance category): one per core of this 2-core machine. */
const UNTIMED_CONCURRENCY = 2;

function summarise(runs) {
  const pick = (get) => median(runs.map(get));
  return {
    scores: Object.fromEntries(Object.keys(runs[0].scores).map((id) => [id, pick((r) => r.scores[id])])),
    judgedScores: Object.fromEntries(Object.keys(runs[0].scores).map((id) => [id, pick((r) => r.judgedScores[id])])),
    metrics: Object.fromEntries(Object.keys(runs[0].metrics).map((key) => [key, pick((r) => r.metrics[key])])),
    mainThreadByGroup: Object.fromEntries(
      [...new Set(runs.flatMap((r) => Object.keys(r.mainThreadByGroup ?? {})))].map((group) => [group, pick((r) => r.mainThreadByGroup?.[group] ?? 0)]),
    ),
  };
}

/** Audits a route fails on purpose (budgets.json, lighthouse.allowedAuditFailures), by category. */
function allowedFailures(policy, route, template) {
  return policy[route] ?? policy[template] ?? {};
}

/** A category's median score; the judged score (audits failed on purpose set aside) follows in brackets when it differs. */
export function scoreLabel(row, category) {
  const raw = row.median.scores[category];
  const judged = row.median.judgedScores[category];
  return raw === judged ? String(raw) : `${raw} (${judged})`;
}

const ATTEMPTS = 3;

/** Lighthouse occasionally fails to record a trace (NO_NAVSTART, NO_FCP) on a busy machine: try again. */
async function runWithRetries(options, log, runner) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runner(options);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      log(`  retrying ${options.url} (${error.message.split('\n')[0]})`);
    }
  }
}

/**
 * Requests a page before Lighthouse sees it. The first request for a route makes `next start` load that
 * route's code (tens of ms here), and Lighthouse's simulation carries the recorded server response time
 * straight into FCP and LCP: without this the first run of every route measures a cold start, which a
 * server in service never shows.
 */
async function warmUp(url) {
  for (let i = 0; i < 2; i += 1) await (await fetch(url)).arrayBuffer();
}

/**
 * The order of one round: the floor pages first, then the site's pages (each route once per build, builds
 * back to back), with the floor again after every FLOOR_EVERY site runs.
 */
function roundOrder(floorEntries, siteEntries, floorEvery = FLOOR_EVERY) {
  const order = [...floorEntries];
  siteEntries.forEach((entry, index) => {
    if (index > 0 && index % floorEvery === 0 && floorEntries.length) order.push(floorEntries[0]);
    order.push(entry);
  });
  return order;
}

/** Each site row's difference from the floor's row of the same preset (medians against medians). */
export function compareWithFloor(rows) {
  for (const row of rows) {
    const floor = rows.find((r) => r.isFloor && r.label === 'floor' && r.preset === row.preset);
    if (!floor || row === floor) continue;
    const a = row.median;
    const b = floor.median;
    row.vsFloor = {
      performance: a.judgedScores.performance - b.judgedScores.performance,
      lcpMs: a.metrics.lcpMs - b.metrics.lcpMs,
      tbtMs: a.metrics.tbtMs - b.metrics.tbtMs,
      mainThreadRatio: a.metrics.mainThreadMs / b.metrics.mainThreadMs,
    };
  }
  return rows;
}

/**
 * Runs Lighthouse `runs` rounds over the floor and every route of every site build, interleaved (see
 * roundOrder), and returns one row per page, build and preset with its medians and difference from the floor.
 * `pool` serves 'floor' and 'site:<dir>'. Shared with bench:check.
 */
export async function measureLighthouse({ pool, dirs, routes, presets, runs, floorPages = FLOOR_PAGES.slice(0, 1), categories, keepDir, log = console.error }) {
  const allowedPolicy = readBudgets().lighthouse.allowedAuditFailures;
  const floorEntries = floorPages.map((page) => ({ key: `floor ${page.label}`, server: 'floor', path: page.path, label: page.label, isFloor: true, template: '(floor)' }));
  const siteEntries = routes.flatMap(({ route, template }) =>
    dirs.map((dir) => ({ key: `${dir} ${route}`, server: `site:${dir}`, path: route, label: route, route, template, build: dir, isFloor: false })),
  );
  const rows = new Map();
  const tasks = [];
  for (let run = 1; run <= runs; run += 1) {
    for (const preset of presets) {
      for (const entry of roundOrder(floorEntries, siteEntries)) tasks.push({ run, preset, entry });
    }
  }
  let done = 0;
  const measure = async ({ run, preset, entry }, runner = runLighthouse) => {
    const server = await pool.use(entry.server);
    const url = server.origin + entry.path;
    await warmUp(url);
    const started = Date.now();
    const loadBefore = loadAverage();
    const keepLhrPath = keepDir ? join(keepDir, `${entry.key.replace(/\W+/g, '_')}-${preset}-${run}-${done}.json`) : undefined;
    const result = await runWithRetries(
      {
        url,
        preset,
        keepLhrPath,
        ignoreStatusCode: entry.path === NOT_FOUND_ROUTE,
        allowed: entry.isFloor ? {} : allowedFailures(allowedPolicy, entry.route, entry.template),
        categories,
      },
      log,
      runner,
    );
    result.loadAverage = { before: loadBefore, after: loadAverage() };
    const rowKey = `${entry.key} ${preset}`;
    if (!rows.has(rowKey)) rows.set(rowKey, { ...entry, preset, runs: [] });
    rows.get(rowKey).runs.push(result);
    done += 1;
    log(
      `[${done}/${tasks.length}] ${entry.isFloor ? entry.label : `${entry.route}${dirs.length > 1 ? ` (${entry.build})` : ''}`} ${preset} ` +
        `run ${run}: ${Object.entries(result.scores).map(([id, score]) => `${id} ${score}`).join(', ')}` +
        (result.metrics.lcpMs === null ? '' : `, LCP ${Math.round(result.metrics.lcpMs)} ms, TBT ${Math.round(result.metrics.tbtMs)} ms, main thread ${Math.round(result.metrics.mainThreadMs)} ms`) +
        ` (${((Date.now() - started) / 1000).toFixed(0)} s, load ${loadBefore}→${result.loadAverage.after})`,
    );
  };
  // Scores alone do not depend on the machine's speed: such runs share it, when they share one server (with
  // BENCH_ONE_PORT, servers take turns on a port and two runs must not ask for different ones at once).
  const untimed = categories !== undefined && !categories.includes('performance');
  const servers = new Set(tasks.map((task) => task.entry.server));
  if (untimed && servers.size === 1) {
    // Started before the runs share it: two first uses at once would each start it.
    await pool.use([...servers][0]);
    await inChildren(tasks, UNTIMED_CONCURRENCY, measure);
  } else {
    for (const task of tasks) await measure(task);
  }
  const results = [...rows.values()].map((row) => {
    const failingIds = [...new Set(row.runs.flatMap((r) => Object.values(r.failing).flat().map((a) => a.id)))];
    return {
      label: row.label,
      template: row.template,
      build: row.build,
      isFloor: row.isFloor,
      preset: row.preset,
      runs: row.runs,
      route: row.isFloor ? `(${row.label})` : row.route,
      median: summarise(row.runs),
      thirdParty: [...new Set(row.runs.flatMap((r) => r.thirdParty))],
      failingAudits: failingIds,
      loadAverage: { min: Math.min(...row.runs.map((r) => r.loadAverage.before)), max: Math.max(...row.runs.map((r) => r.loadAverage.after)) },
    };
  });
  return compareWithFloor(results);
}

const signed = (value, digits = 0) => (value === undefined ? '' : `${value >= 0 ? '+' : '−'}${Math.abs(value).toFixed(digits)}`);

function printLighthouse(results) {
  const score = (category) => (value, row) => scoreLabel(row, category);
  const builds = new Set(results.map((r) => r.build).filter(Boolean));
  printTable(results, [
    { key: 'route', label: 'route', align: 'left' },
    ...(builds.size > 1 ? [{ key: 'build', label: 'build', align: 'left', format: (v) => v ?? '' }] : []),
    { key: 'preset', label: 'preset', align: 'left' },
    { key: 'perf', label: 'Perf', format: score('performance') },
    { key: 'dPerf', label: 'Δ floor', format: (v, row) => signed(row.vsFloor?.performance) },
    { key: 'lcp', label: 'LCP s', format: (v, row) => (row.median.metrics.lcpMs / 1000).toFixed(2) },
    { key: 'dLcp', label: 'Δ floor', format: (v, row) => (row.vsFloor ? signed(row.vsFloor.lcpMs / 1000, 2) : '') },
    { key: 'tbt', label: 'TBT ms', format: (v, row) => Math.round(row.median.metrics.tbtMs) },
    { key: 'dTbt', label: 'Δ floor', format: (v, row) => signed(row.vsFloor?.tbtMs) },
    { key: 'main', label: 'main s', format: (v, row) => (row.median.metrics.mainThreadMs / 1000).toFixed(2) },
    { key: 'xMain', label: '× floor', format: (v, row) => (row.vsFloor ? `${row.vsFloor.mainThreadRatio.toFixed(2)}×` : '') },
    { key: 'cls', label: 'CLS', format: (v, row) => row.median.metrics.cls.toFixed(3) },
    { key: 'fcp', label: 'FCP s', format: (v, row) => (row.median.metrics.fcpMs / 1000).toFixed(2) },
    { key: 'a11y', label: 'A11y', format: score('accessibility') },
    { key: 'bp', label: 'BP', format: score('best-practices') },
    { key: 'seo', label: 'SEO', format: score('seo') },
    { key: 'thirdParty', label: '3rd-party', format: (v) => v.length },
    { key: 'load', label: 'load avg', format: (v, row) => `${row.loadAverage.min}–${row.loadAverage.max}` },
    { key: 'failingAudits', label: 'audits losing points', align: 'left', format: (v) => v.join(' ') },
  ]);
  console.log(
    '\nMedians over the interleaved runs; Δ floor: the median minus the floor\'s median for the same preset, measured in the\n' +
      'same rounds. In brackets: the score without audits the page fails on purpose (budgets.json lighthouse.allowedAuditFailures).\n' +
      'load avg: the machine\'s 1-minute load average before the first and after the last run of the row.',
  );
}

/** The servers a Lighthouse or check run needs: the floor and each site build. */
export function lighthousePool(dirs) {
  const ports = benchPorts();
  const factories = { floor: () => startFloor({ port: ports.floor }) };
  dirs.forEach((dir, index) => {
    factories[`site:${dir}`] = () => startNext({ dir, port: ports.site(index) });
  });
  return serverPool(factories, { onePort: ports.onePort });
}

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '5' },
      presets: { type: 'string', default: 'mobile,desktop' },
      templates: { type: 'boolean' },
      routes: { type: 'string' },
      ladder: { type: 'boolean' },
      dirs: { type: 'string' },
      build: { type: 'boolean' },
      keep: { type: 'boolean' },
      out: { type: 'string', default: 'lighthouse' },
    },
  });
  const dirs = values.dirs ? values.dirs.split(',') : [distDir()];
  if (values.build) await buildSite({ dir: dirs[0] });
  console.error('Building the floor (scripts/bench/floor/)…');
  await buildFloor({ siteDir: dirs[0] });
  const routes = benchmarkRoutes({ dir: dirs[0], onePerTemplate: values.templates, only: values.routes?.split(',') });
  const presets = values.presets.split(',');
  const runs = Number(values.runs);
  const keepDir = values.keep ? join(REPORTS_DIR, 'lighthouse') : undefined;
  if (keepDir) mkdirSync(keepDir, { recursive: true });
  const pool = lighthousePool(dirs);
  stopOnSignal([pool]);
  try {
    const floorPages = values.ladder ? FLOOR_PAGES : FLOOR_PAGES.slice(0, 1);
    const results = await measureLighthouse({ pool, dirs, routes, presets, runs, floorPages, keepDir });
    console.log('');
    printLighthouse(results);
    writeReport(values.out, { distDirs: dirs, runsPerRoute: runs, presets, results });
  } finally {
    await pool.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
