#!/usr/bin/env node
/**
 * bench:load — autocannon against `next start` on 127.0.0.1 for the home page,
 * a service page and an article (50 connections, 10 s each by default), and the
 * same HTML from a minimal static file server in the same run, with the ratio
 * of the two throughputs. Then the newsletter load check (scripts/newsletter-load.mjs),
 * when it exists, unless --no-newsletter.
 *
 * Usage: node scripts/bench/load.mjs [--duration 10] [--connections 50] [--build] [--no-newsletter]
 * Env: NEXT_DIST_DIR (default .next), PORT (default 3205), STATIC_PORT (default PORT + 1), BENCH_ONE_PORT=1 (the servers take turns on PORT).
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  ROOT,
  benchPorts,
  buildSite,
  discoverRoutes,
  distDir,
  loadAverage,
  printTable,
  serverPool,
  startNext,
  startProcess,
  stopOnSignal,
  writeReport,
} from './lib.mjs';

const NEWSLETTER_LOAD_SCRIPT = join(ROOT, 'scripts', 'newsletter-load.mjs');

/** The home page, the first service page and the first article of the build. */
export function loadRoutes(dir = distDir()) {
  const routes = discoverRoutes(dir);
  const first = (template) => routes.find((r) => r.template === template)?.route;
  return ['/', first('/services/[slug]'), first('/insights/[slug]')].filter(Boolean);
}

/** One bounded autocannon run; latencies in ms. */
async function hammer({ url, connections, duration }) {
  const result = await autocannon({ url, connections, duration, timeout: 10 });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/**
 * Loads each route from `next start` (the pool's `site` server); with `compare`, the very bytes it served
 * from the static server straight after, and the ratio of the two throughputs. With one port
 * (BENCH_ONE_PORT=1) the two servers take turns.
 */
export async function measureLoad({ pool, site, routes, connections, duration, compare = true, staticPort = benchPorts().static, log = console.error }) {
  const results = [];
  let staticRoot;
  try {
    if (compare) {
      staticRoot = mkdtempSync(join(tmpdir(), 'bench-static-'));
      const { origin } = await pool.use(site);
      for (const route of routes) {
        const html = Buffer.from(await (await fetch(origin + route)).arrayBuffer());
        const dir = join(staticRoot, ...route.split('/').filter(Boolean));
        mkdirSync(dir, { recursive: true });
        writeFileSync(join(dir, 'index.html'), html);
      }
      pool.add('static', () =>
        startProcess({
          command: process.execPath,
          args: [join(ROOT, 'scripts', 'bench', 'static-server.mjs'), '--root', staticRoot, '--port', String(staticPort)],
          port: staticPort,
          label: 'static server',
        }),
      );
    }
    for (const route of routes) {
      const next = await hammerServer(pool, site, route, { connections, duration, log });
      const baseline = compare ? await hammerServer(pool, 'static', route, { connections, duration, log }) : null;
      results.push({
        route,
        next,
        static: baseline,
        ratio: baseline ? next.requestsPerSecond / baseline.requestsPerSecond : null,
        loadAverage: loadAverage(),
      });
    }
  } finally {
    if (compare) await pool.stop();
    if (staticRoot) rmSync(staticRoot, { recursive: true, force: true });
  }
  return results;
}

/** A 2 s warm-up (so the first figures are not the JIT's), then the measured run. */
async function hammerServer(pool, name, route, { connections, duration, log }) {
  const { origin } = await pool.use(name);
  await hammer({ url: origin + route, connections, duration: 2 });
  log(`${name === 'static' ? 'static server' : 'next start'} ${route}: ${duration} s at ${connections} connections`);
  return hammer({ url: origin + route, connections, duration });
}

function printLoad(results) {
  const fixed = (digits) => (v) => (v === null || v === undefined ? '–' : Number(v).toFixed(digits));
  printTable(
    results.map((r) => ({
      route: r.route,
      nextRps: r.next.requestsPerSecond,
      nextP50: r.next.p50Ms,
      nextP99: r.next.p99Ms,
      failures: r.next.non2xx + r.next.errors + r.next.timeouts,
      staticRps: r.static?.requestsPerSecond,
      staticP99: r.static?.p99Ms,
      ratio: r.ratio,
      load: r.loadAverage,
    })),
    [
      { key: 'route', label: 'route', align: 'left' },
      { key: 'nextRps', label: 'next req/s', format: fixed(0) },
      { key: 'nextP50', label: 'p50 ms', format: fixed(0) },
      { key: 'nextP99', label: 'p99 ms', format: fixed(0) },
      { key: 'failures', label: 'failed' },
      { key: 'staticRps', label: 'static req/s', format: fixed(0) },
      { key: 'staticP99', label: 'static p99 ms', format: fixed(0) },
      { key: 'ratio', label: 'next/static', format: fixed(2) },
      { key: 'load', label: 'load avg', format: (v) => v ?? '' },
    ],
  );
}

function runNewsletterLoad() {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [NEWSLETTER_LOAD_SCRIPT], { cwd: ROOT, stdio: 'inherit', env: process.env });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

async function main() {
  const { values } = parseArgs({
    options: {
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '50' },
      build: { type: 'boolean' },
      'no-newsletter': { type: 'boolean' },
    },
  });
  const dir = distDir();
  if (values.build) await buildSite({ dir });
  const routes = loadRoutes(dir);
  const connections = Number(values.connections);
  const duration = Number(values.duration);
  const pool = serverPool({ site: () => startNext({ dir }) });
  stopOnSignal([pool]);
  let results;
  try {
    results = await measureLoad({ pool, site: 'site', routes, connections, duration });
  } finally {
    await pool.stop();
  }
  console.log('');
  printLoad(results);
  writeReport('load', { distDir: dir, connections, durationSeconds: duration, results });

  if (!values['no-newsletter'] && existsSync(NEWSLETTER_LOAD_SCRIPT)) {
    console.log('\nNewsletter action under load (scripts/newsletter-load.mjs):');
    const code = await runNewsletterLoad();
    if (code !== 0) process.exitCode = code;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
