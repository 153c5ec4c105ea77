/**
 * Shared helpers for the benchmark scripts: where the build lives, the route
 * list (taken from the build's own manifests, so it always matches what was
 * built), starting and stopping `next start` on 127.0.0.1 by PID, tables and
 * JSON reports. Plain Node ESM, no dependencies beyond Node itself.
 */
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { BUTTON_LINKS } from '../../lib/newsletter/link-paths.mjs';
import { CHROMIUM_PATH } from '../chromium.cjs';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const REPORTS_DIR = join(ROOT, 'reports');
/** A path no content record can claim: the not-found page is benchmarked like any other route. */
export const NOT_FOUND_ROUTE = '/benchmark-page-that-does-not-exist';
const DEFAULT_PORT = 3205;
const NEXT_BIN = join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');

/** The build folder: NEXT_DIST_DIR as next.config.ts reads it, `.next` otherwise. */
export function distDir() {
  return process.env.NEXT_DIST_DIR || '.next';
}

function benchPort() {
  return Number(process.env.PORT || DEFAULT_PORT);
}

function readJson(path) {
  return JSON.parse(readFileSync(path, 'utf8'));
}

export function assertBuilt(dir = distDir(), cwd = ROOT) {
  if (!existsSync(join(cwd, dir, 'BUILD_ID'))) {
    throw new Error(`No build in ${dir}/. Build first (NEXT_DIST_DIR=${dir} npm run build), or pass --build where the script takes it.`);
  }
}

/**
 * Runs a build command and resolves with the wall-clock milliseconds it took; `quiet` keeps its output for the error
 * it throws on failure.
 */
function runBuild(command, args, { cwd, env, quiet }) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env, NEXT_TELEMETRY_DISABLED: '1' },
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve(performance.now() - started);
      else reject(new Error(`${[command, ...args].join(' ')} exited with ${code}\n${output.slice(-4000)}`));
    });
  });
}

/**
 * Builds the site into `dir` as `npm run build` does (`--build`): `next build` alone would leave out the post-build
 * steps (each page's own CSS, its CSP hashes, the search index), so the pages measured would not be the site's.
 */
export function buildSite({ dir = distDir() } = {}) {
  return runBuild('npm', ['run', 'build'], { cwd: ROOT, env: { NEXT_DIST_DIR: dir }, quiet: false });
}

/** Runs `next build` alone (with `args`) into `dir` and resolves with the wall-clock milliseconds it took. */
export function buildApp({ dir = distDir(), cwd = ROOT, quiet = false, distEnv = 'NEXT_DIST_DIR', env = {}, args = [] } = {}) {
  return runBuild(process.execPath, [NEXT_BIN, 'build', ...args], { cwd, env: { ...env, [distEnv]: dir }, quiet });
}

/**
 * Every page route of the build: prerendered pages from prerender-manifest.json
 * (with the template each came from) plus static page paths that are rendered
 * on demand, from app-path-routes-manifest.json. Route handlers, Next's
 * internal pages and the not-found page are left out; NOT_FOUND_ROUTE stands
 * for the latter. So are the confirmation and unsubscribe pages: a page read of
 * either is the link check (next.config.ts), which shows the page only for a live
 * token and otherwise redirects to an outcome page, the same view, measured as such.
 * @returns {{ route: string, template: string }[]}
 */
export function discoverRoutes(dir = distDir()) {
  assertBuilt(dir);
  const prerender = readJson(join(ROOT, dir, 'prerender-manifest.json'));
  const appPaths = readJson(join(ROOT, dir, 'app-path-routes-manifest.json'));
  const isInternal = (route) => route.split('/').some((segment) => segment.startsWith('_'));
  const isLinkCheck = (route) => BUTTON_LINKS.some(({ page }) => page === route);
  const found = new Map();
  for (const [route, entry] of Object.entries(prerender.routes)) {
    // Pages carry an RSC payload; route handlers (sitemap, robots, feeds, icons) do not.
    if (!entry.dataRoute || isInternal(route) || isLinkCheck(route)) continue;
    found.set(route, entry.srcRoute ?? route);
  }
  for (const [entry, route] of Object.entries(appPaths)) {
    if (!entry.endsWith('/page') || route.includes('[') || isInternal(route) || isLinkCheck(route)) continue;
    if (!found.has(route)) found.set(route, route);
  }
  const routes = [...found].map(([route, template]) => ({ route, template }));
  routes.sort((a, b) => a.template.localeCompare(b.template) || a.route.localeCompare(b.route));
  return routes;
}

/** Every route plus the not-found page, optionally only the first route of each template. */
export function benchmarkRoutes({ dir = distDir(), onePerTemplate = false, only } = {}) {
  let routes = [...discoverRoutes(dir), { route: NOT_FOUND_ROUTE, template: '(not found)' }];
  if (onePerTemplate) {
    const seen = new Set();
    routes = routes.filter(({ template }) => !seen.has(template) && seen.add(template));
  }
  if (only?.length) {
    routes = only.map((route) => routes.find((r) => r.route === route) ?? { route, template: route });
  }
  return routes;
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

async function waitForHttp(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before answering`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error(`server did not answer at ${url} within ${timeoutMs} ms`);
}

/** Stops a child started by startProcess: SIGTERM to its process group, SIGKILL after a grace period. */
function stopChild(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const kill = (signal) => {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // Already gone.
      }
    };
    const timer = setTimeout(() => kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    kill('SIGTERM');
  });
}

/**
 * Starts a long-running server as its own process group on 127.0.0.1:port,
 * waits until `readyPath` answers and returns { origin, pid, stop }.
 */
export async function startProcess({ command, args, port, env = {}, readyPath = '/', timeoutMs = 60_000, label, cwd = ROOT }) {
  if (!(await portIsFree(port))) {
    throw new Error(`Port ${port} is already in use on 127.0.0.1; set PORT to a free port.`);
  }
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true, // its own process group, so stop() ends it and any child it spawned
  });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr = (stderr + d).slice(-4000)));
  const origin = `http://127.0.0.1:${port}`;
  const onExit = () => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  };
  process.once('exit', onExit);
  // Servers that take turns on one port start many times in a run: drop each one's exit hook when it stops.
  const stop = () => stopChild(child).then(() => process.off('exit', onExit));
  try {
    await waitForHttp(origin + readyPath, child, timeoutMs);
  } catch (error) {
    await stop();
    throw new Error(`${label ?? command} failed to start: ${error.message}\n${stderr}`);
  }
  return { origin, pid: child.pid, stop };
}

/** `next start` for the app in `cwd` built into `dir` (named to it by the env variable `distEnv`), on 127.0.0.1 only. */
export function startNextApp({ cwd, dir, port, distEnv, label }) {
  assertBuilt(dir, cwd);
  return startProcess({
    command: process.execPath,
    args: [NEXT_BIN, 'start', '-H', '127.0.0.1', '-p', String(port)],
    port,
    cwd,
    env: { [distEnv]: dir },
    label,
  });
}

/** `next start` for the site's build in `dir`, on 127.0.0.1 only. */
export function startNext({ dir = distDir(), port = benchPort() } = {}) {
  return startNextApp({ cwd: ROOT, dir, port, distEnv: 'NEXT_DIST_DIR', label: `next start (${dir})` });
}

/**
 * Where each server listens: the site at PORT (default 3205), the static server at PORT + 1, the floor at
 * PORT + 2, further site builds (`--dirs`) from PORT + 3. With BENCH_ONE_PORT=1 every server uses PORT
 * and they take turns (serverPool stops one before starting the next), for a machine where one port is yours.
 */
export function benchPorts() {
  const port = benchPort();
  if (process.env.BENCH_ONE_PORT === '1') return { onePort: true, site: () => port, static: port, floor: port };
  return {
    onePort: false,
    site: (index = 0) => (index === 0 ? port : port + 2 + index),
    static: Number(process.env.STATIC_PORT || port + 1),
    floor: Number(process.env.FLOOR_PORT || port + 2),
  };
}

/**
 * Servers started on first use and kept running; with `onePort`, only one at a time.
 * `factories` maps a name to a function that starts that server and resolves with { origin, stop }.
 */
export function serverPool(factories, { onePort = benchPorts().onePort } = {}) {
  const running = new Map();
  const stopAll = async () => {
    await Promise.all([...running.values()].map((server) => server.stop()));
    running.clear();
  };
  return {
    /** Adds a server that can only be described once something is known (the static server's files). */
    add(name, factory) {
      factories[name] = factory;
    },
    async use(name) {
      if (running.has(name)) return running.get(name);
      if (onePort) await stopAll();
      const server = await factories[name]();
      running.set(name, server);
      return server;
    },
    stop: stopAll,
  };
}

/** Stops servers on Ctrl-C too, then exits with the conventional code. */
export function stopOnSignal(servers) {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, async () => {
      await Promise.all(servers.filter(Boolean).map((s) => s.stop()));
      process.exit(130);
    });
  }
}

/** The 1-minute load average, written beside every measurement: it says how busy the shared machine was. */
export function loadAverage() {
  try {
    return Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);
  } catch {
    return null;
  }
}

export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number' && !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export function gzipBytes(buffer) {
  return gzipSync(buffer).length;
}

export const kib = (bytes) => (bytes / 1024).toFixed(1);

/** Prints rows as an aligned plain-text table; columns: [{ key, label, align?: 'left' | 'right', format? }]. */
export function printTable(rows, columns) {
  const cells = rows.map((row) => columns.map((c) => String(c.format ? c.format(row[c.key], row) : (row[c.key] ?? ''))));
  const widths = columns.map((c, i) => Math.max(c.label.length, ...cells.map((r) => r[i].length)));
  const pad = (text, i) => (columns[i].align === 'left' ? text.padEnd(widths[i]) : text.padStart(widths[i]));
  const line = (values) => values.map(pad).join('  ').trimEnd();
  console.log(line(columns.map((c) => c.label)));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of cells) console.log(line(row));
}

function tryExec(command, args) {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

function packageVersion(name) {
  try {
    return readJson(join(ROOT, 'node_modules', name, 'package.json')).version;
  } catch {
    return null;
  }
}

/** What a figure was measured on: written into every report. */
function machineInfo() {
  const cpus = os.cpus();
  return {
    date: new Date().toISOString(),
    host: { cpu: cpus[0]?.model ?? 'unknown', cores: cpus.length, memoryGiB: Math.round(os.totalmem() / 2 ** 30) },
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    next: packageVersion('next'),
    lighthouse: packageVersion('lighthouse'),
    autocannon: packageVersion('autocannon'),
    chromium: tryExec(CHROMIUM_PATH, ['--version']),
    commit: tryExec('git', ['-C', ROOT, 'rev-parse', '--short', 'HEAD']),
  };
}

export function writeReport(name, data) {
  mkdirSync(REPORTS_DIR, { recursive: true });
  const path = join(REPORTS_DIR, `${name}.json`);
  writeFileSync(path, JSON.stringify({ meta: machineInfo(), ...data }, null, 2) + '\n');
  console.log(`\nWrote ${path.slice(ROOT.length + 1)}`);
  return path;
}

export function readReport(name) {
  const path = join(REPORTS_DIR, `${name}.json`);
  if (!existsSync(path)) throw new Error(`reports/${name}.json is missing: run npm run bench:${name} first.`);
  return readJson(path);
}

export function readBudgets() {
  return readJson(join(ROOT, 'scripts', 'bench', 'budgets.json'));
}
