#!/usr/bin/env node
/**
 * bench:lighthouse — Lighthouse 13 on Debian's Chromium against `next start`:
 * every route (and a not-found page), mobile and desktop presets, N runs each,
 * reporting the median scores and LCP, TBT and CLS.
 *
 * Usage: node scripts/bench/lighthouse.mjs [--runs 3] [--presets mobile,desktop]
 *          [--templates] [--routes /a,/b] [--build] [--keep] [--out lighthouse]
 * Env: NEXT_DIST_DIR (default .next), PORT (default 3205).
 * Takes 8–10 s per run on an idle 2-core machine; --keep saves every raw report to reports/lighthouse/.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  NOT_FOUND_ROUTE,
  REPORTS_DIR,
  benchmarkRoutes,
  buildApp,
  distDir,
  median,
  printTable,
  readBudgets,
  startNext,
  stopOnSignal,
  writeReport,
} from './lib.mjs';
import { CATEGORIES, runLighthouse } from './run-lighthouse.mjs';

function summarise(runs) {
  const pick = (get) => median(runs.map(get));
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, pick((r) => r.scores[id])])),
    judgedScores: Object.fromEntries(CATEGORIES.map((id) => [id, pick((r) => r.judgedScores[id])])),
    metrics: Object.fromEntries(Object.keys(runs[0].metrics).map((key) => [key, pick((r) => r.metrics[key])])),
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
async function runWithRetries(options, log) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runLighthouse(options);
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

/** Runs Lighthouse `runs` times per route and preset against `origin`; shared with bench:check. */
export async function measureLighthouse({ origin, routes, presets, runs, keepDir, log = console.error }) {
  const results = [];
  const total = routes.length * presets.length * runs;
  let done = 0;
  const allowedPolicy = readBudgets().lighthouse.allowedAuditFailures;
  for (const { route, template } of routes) {
    await warmUp(origin + route);
    for (const preset of presets) {
      const runResults = [];
      for (let run = 1; run <= runs; run += 1) {
        const started = Date.now();
        const keepLhrPath = keepDir ? join(keepDir, `${route.replace(/\W+/g, '_') || 'home'}-${preset}-${run}.json`) : undefined;
        const options = {
          url: origin + route,
          preset,
          keepLhrPath,
          ignoreStatusCode: route === NOT_FOUND_ROUTE,
          allowed: allowedFailures(allowedPolicy, route, template),
        };
        const result = await runWithRetries(options, log);
        runResults.push(result);
        done += 1;
        log(
          `[${done}/${total}] ${route} ${preset} run ${run}: perf ${result.scores.performance}, ` +
            `LCP ${Math.round(result.metrics.lcpMs)} ms (${((Date.now() - started) / 1000).toFixed(0)} s)`,
        );
      }
      const failingIds = [...new Set(runResults.flatMap((r) => Object.values(r.failing).flat().map((a) => a.id)))];
      results.push({
        route,
        template,
        preset,
        median: summarise(runResults),
        thirdParty: [...new Set(runResults.flatMap((r) => r.thirdParty))],
        failingAudits: failingIds,
        runs: runResults,
      });
    }
  }
  return results;
}

export function printLighthouse(results) {
  const score = (category) => (value, row) => scoreLabel(row, category);
  printTable(results, [
    { key: 'route', label: 'route', align: 'left' },
    { key: 'preset', label: 'preset', align: 'left' },
    { key: 'perf', label: 'Perf', format: score('performance') },
    { key: 'a11y', label: 'A11y', format: score('accessibility') },
    { key: 'bp', label: 'BP', format: score('best-practices') },
    { key: 'seo', label: 'SEO', format: score('seo') },
    { key: 'lcp', label: 'LCP s', format: (v, row) => (row.median.metrics.lcpMs / 1000).toFixed(2) },
    { key: 'tbt', label: 'TBT ms', format: (v, row) => Math.round(row.median.metrics.tbtMs) },
    { key: 'cls', label: 'CLS', format: (v, row) => row.median.metrics.cls.toFixed(3) },
    { key: 'fcp', label: 'FCP s', format: (v, row) => (row.median.metrics.fcpMs / 1000).toFixed(2) },
    { key: 'thirdParty', label: '3rd-party', format: (v) => v.length },
    { key: 'failingAudits', label: 'audits losing points', align: 'left', format: (v) => v.join(' ') },
  ]);
  console.log(
    '\nMedians of each figure over the runs. In brackets: the score without audits the page fails on purpose\n' +
      '(budgets.json lighthouse.allowedAuditFailures: a 404 status and noindex on the not-found and offline pages).',
  );
}

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      presets: { type: 'string', default: 'mobile,desktop' },
      templates: { type: 'boolean' },
      routes: { type: 'string' },
      build: { type: 'boolean' },
      keep: { type: 'boolean' },
      out: { type: 'string', default: 'lighthouse' },
    },
  });
  const dir = distDir();
  if (values.build) await buildApp({ dir });
  const routes = benchmarkRoutes({ dir, onePerTemplate: values.templates, only: values.routes?.split(',') });
  const presets = values.presets.split(',');
  const runs = Number(values.runs);
  const keepDir = values.keep ? join(REPORTS_DIR, 'lighthouse') : undefined;
  if (keepDir) mkdirSync(keepDir, { recursive: true });
  const server = await startNext({ dir });
  stopOnSignal([server]);
  try {
    const results = await measureLighthouse({ origin: server.origin, routes, presets, runs, keepDir });
    console.log('');
    printLighthouse(results);
    writeReport(values.out, { distDir: dir, runsPerRoute: runs, presets, results });
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
