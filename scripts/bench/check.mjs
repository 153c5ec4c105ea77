#!/usr/bin/env node
/**
 * bench:check — measures the built app against scripts/bench/budgets.json and
 * exits 1 if any budget fails. Never builds unless --build is given; the build
 * folder is NEXT_DIST_DIR (default .next).
 *
 *   npm run bench:check                 every route and the floor, Lighthouse mobile, mobile with 8x CPU and
 *                                       desktop, 5 interleaved runs each (about 1.5 h on an idle machine)
 *   npm run bench:check -- --ci         one route per template and the floor, mobile, one run, CI tolerance;
 *                                       budgets in budgets.json ci.notYetEnforced are printed but do not fail it
 *   npm run bench:check -- --from-reports   judge the latest reports/*.json without measuring
 *
 * Other flags: --runs N, --routes /a,/b, --skip-load, --build.
 * Env: NEXT_DIST_DIR, PORT (default 3205; static server PORT + 1, floor PORT + 2), BENCH_ONE_PORT=1 (servers take turns on PORT).
 */
import { parseArgs } from 'node:util';
import { measureBytes } from './bytes.mjs';
import { loadRoutes, measureLoad } from './load.mjs';
import { buildFloor } from './floor.mjs';
import { lighthousePool, measureLighthouse } from './lighthouse.mjs';
import {
  benchmarkRoutes,
  buildApp,
  distDir,
  printTable,
  readBudgets,
  readReport,
  stopOnSignal,
  writeReport,
} from './lib.mjs';

const KIB = 1024;
const SCORE_LABELS = { performance: 'Performance', accessibility: 'Accessibility', 'best-practices': 'Best Practices', seo: 'SEO' };

/**
 * Turns measurements into pass/fail lines; `tolerance` loosens only the figures that vary between runs.
 * Lighthouse budgets are relative to the floor measured in the same rounds (row.vsFloor).
 */
export function judge({ budgets, lighthouse = [], bytes = [], load = [], tolerance = {}, notEnforced = [] }) {
  const checks = [];
  const add = (key, budget, route, value, limit, ok) =>
    checks.push({ key, budget, route, value, limit, ok, enforced: !notEnforced.includes(key) });
  const lh = budgets.lighthouse;
  const round = (value, digits = 0) => Number(value.toFixed(digits));

  for (const result of lighthouse.filter((r) => !r.isFloor)) {
    const { route, median, preset, vsFloor } = result;
    if (preset === 'mobile') {
      for (const [category, min] of Object.entries(lh.minScores)) {
        const value = median.judgedScores[category];
        add(category, `${SCORE_LABELS[category]} ≥`, route, value, min, value >= min);
      }
      const rel = lh.vsFloor.mobile;
      if (vsFloor) {
        const perfLimit = -rel.performance - (tolerance.performance ?? 0);
        add('performanceVsFloor', 'Performance − floor ≥', route, vsFloor.performance, perfLimit, vsFloor.performance >= perfLimit);
        const lcpLimit = rel.lcpMs + (tolerance.lcpMs ?? 0);
        add('lcpVsFloor', 'LCP − floor ms ≤', route, Math.round(vsFloor.lcpMs), lcpLimit, vsFloor.lcpMs <= lcpLimit);
        const tbtLimit = rel.tbtMs + (tolerance.tbtMs ?? 0);
        add('tbtVsFloor', 'TBT − floor ms ≤', route, Math.round(vsFloor.tbtMs), tbtLimit, vsFloor.tbtMs <= tbtLimit);
        const mainLimit = round(rel.mainThreadRatio + (tolerance.mainThreadRatio ?? 0), 2);
        add('mainThreadVsFloor', 'main-thread work ÷ floor ≤', route, round(vsFloor.mainThreadRatio, 2), mainLimit, vsFloor.mainThreadRatio <= mainLimit);
      }
      const maxCls = lh.maxCls + (tolerance.cls ?? 0);
      add('cls', 'CLS ≤', route, round(median.metrics.cls, 4), maxCls, median.metrics.cls <= maxCls);

      const page = bytes.find((p) => p.route === route);
      const allowed = budgets.thirdParty.leadFormIframeRoutes.includes(route)
        ? new Set((page?.iframes ?? []).filter((src) => /^https?:/.test(src)).map((src) => new URL(src).origin))
        : new Set();
      const offending = result.thirdParty.filter((url) => !allowed.has(new URL(url).origin));
      add('thirdParty', 'third-party requests =', route, offending.length ? offending.join(' ') : 0, 0, offending.length === 0);
    } else if (preset === 'mobile-8x' && vsFloor) {
      const limit = -lh.vsFloor['mobile-8x'].performance - (tolerance.performance ?? 0);
      add('performance8xVsFloor', 'Performance − floor ≥ (CPU 8×)', route, vsFloor.performance, limit, vsFloor.performance >= limit);
    } else if (preset === 'desktop') {
      const value = median.judgedScores.performance;
      const limit = lh.desktopPerformance - (tolerance.performance ?? 0);
      add('desktopPerformance', 'Performance ≥ (desktop)', route, value, limit, value >= limit);
    }
  }

  for (const page of bytes) {
    const kib = (b) => Number((b / KIB).toFixed(1));
    add('routeJs', 'route JS KiB ≤', page.route, kib(page.jsRouteOnlyGzip), budgets.bytes.maxRouteJsKiB, page.jsRouteOnlyGzip <= budgets.bytes.maxRouteJsKiB * KIB);
    add('totalJs', 'total JS KiB ≤', page.route, kib(page.jsTotalGzip), budgets.bytes.maxTotalJsKiB, page.jsTotalGzip <= budgets.bytes.maxTotalJsKiB * KIB);
    add('css', 'CSS KiB ≤', page.route, kib(page.cssGzip), budgets.bytes.maxCssKiB, page.cssGzip <= budgets.bytes.maxCssKiB * KIB);
  }

  for (const { route, next, ratio } of load) {
    if (ratio !== null && ratio !== undefined) {
      const limit = round(budgets.load.minThroughputRatio - (tolerance.throughputRatio ?? 0), 2);
      add('throughputRatio', `next start ÷ static req/s ≥ (${budgets.load.connections} conn.)`, route, round(ratio, 2), limit, ratio >= limit);
    }
    const failed = next.non2xx + next.errors + next.timeouts;
    add('failedRequests', 'failed requests under load =', route, failed, 0, failed === 0);
  }
  return checks;
}

function report(checks, mode) {
  const failures = checks.filter((c) => !c.ok);
  const blocking = failures.filter((c) => c.enforced);
  const summary = new Map();
  for (const check of checks) {
    const entry = summary.get(check.budget) ?? {
      budget: check.budget,
      checked: 0,
      failed: 0,
      limit: check.limit,
      enforced: check.enforced ? 'yes' : 'NOT YET',
    };
    entry.checked += 1;
    if (!check.ok) entry.failed += 1;
    summary.set(check.budget, entry);
  }
  printTable([...summary.values()], [
    { key: 'budget', label: 'budget', align: 'left' },
    { key: 'limit', label: 'limit' },
    { key: 'checked', label: 'routes checked' },
    { key: 'failed', label: 'failed' },
    { key: 'enforced', label: 'fails the run', align: 'left' },
  ]);
  if (failures.length) {
    console.log('\nFailures:');
    printTable(failures, [
      { key: 'budget', label: 'budget', align: 'left' },
      { key: 'route', label: 'route', align: 'left' },
      { key: 'value', label: 'measured', align: 'left' },
      { key: 'limit', label: 'limit' },
      { key: 'enforced', label: 'fails the run', align: 'left', format: (v) => (v ? 'yes' : 'NOT YET') },
    ]);
  }
  const waived = failures.length - blocking.length;
  console.log(
    `\nbench:check (${mode}): ${checks.length - failures.length} passed, ${failures.length} failed` +
      (waived ? ` (${waived} of them on budgets not yet enforced in CI: budgets.json ci.notYetEnforced)` : ''),
  );
  return blocking.length;
}

async function main() {
  const { values } = parseArgs({
    options: {
      ci: { type: 'boolean' },
      'from-reports': { type: 'boolean' },
      build: { type: 'boolean' },
      runs: { type: 'string' },
      routes: { type: 'string' },
      'skip-load': { type: 'boolean' },
    },
  });
  const budgets = readBudgets();
  const tolerance = values.ci ? budgets.ci.tolerance : {};
  // CI fails on every budget except those no run has met yet; they are still measured and printed.
  // A run by hand (without --ci) fails on all of them.
  const notEnforced = values.ci ? (budgets.ci.notYetEnforced?.budgets ?? []) : [];
  const mode = values['from-reports'] ? 'latest reports' : values.ci ? 'CI: one route per template, one run, with tolerance' : 'full';
  let measured;

  if (values['from-reports']) {
    measured = {
      lighthouse: readReport('lighthouse').results,
      bytes: readReport('bytes').pages,
      load: values['skip-load'] ? [] : readReport('load').results,
    };
  } else {
    const dir = distDir();
    if (values.build) await buildApp({ dir });
    const started = Date.now();
    await buildFloor({ siteDir: dir });
    const routes = benchmarkRoutes({ dir, onePerTemplate: values.ci, only: values.routes?.split(',') });
    const runs = Number(values.runs ?? (values.ci ? budgets.ci.runs : budgets.lighthouse.runs));
    const presets = values.ci ? budgets.ci.presets : budgets.lighthouse.presets;
    const pool = lighthousePool([dir]);
    stopOnSignal([pool]);
    const site = `site:${dir}`;
    try {
      // Bytes are cheap and exact: always every route, which also tells shared chunks from a route's own.
      const bytes = await measureBytes({ origin: (await pool.use(site)).origin, routes: benchmarkRoutes({ dir }), dir });
      const lighthouse = await measureLighthouse({ pool, dirs: [dir], routes, presets, runs });
      const load = values['skip-load']
        ? []
        : await measureLoad({
            pool,
            site,
            routes: loadRoutes(dir),
            connections: budgets.load.connections,
            duration: values.ci ? budgets.ci.loadDurationSeconds : budgets.load.durationSeconds,
          });
      measured = { lighthouse, bytes, load };
    } finally {
      await pool.stop();
    }
    console.error(`Measured in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }

  const checks = judge({ budgets, ...measured, tolerance, notEnforced });
  console.log('');
  const failed = report(checks, mode);
  writeReport('check', { mode, tolerance, checks, measured });
  process.exitCode = failed ? 1 : 0;
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
