// The Vercel-functions check: each real function of .vercel/output, assembled from only the files it ships
// (assemble.mjs), started as Vercel's launcher starts it (runner.cjs) with nothing configured, in production on
// Vercel, and sent the requests Vercel's router would send it (lib/vercel-functions/requests.mjs). Where `unshare -m`
// works (root, as in CI) each runs in a mount namespace with the checkout hidden under an empty tmpfs, so a file read
// from the checkout fails as it would on Vercel; elsewhere it runs from its temporary folder with the checkout in place.
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { VERCEL_CRONS } from '../../../lib/newsletter/jobs-schedule.mjs';
import { prerenderedHtmlReaders } from '../../../lib/prerendered-readers.mjs';
import { answerProblems, missingRefusals } from '../../../lib/vercel-functions/judge.mjs';
import { functionRequests } from '../../../lib/vercel-functions/requests.mjs';
import { importTs } from '../import-ts.mjs';
import { footerFields, readMessages } from '../newsletter-form.mjs';
import { assembleFunction, functionEntries } from './assemble.mjs';

const RUNNER = fileURLToPath(new URL('./runner.cjs', import.meta.url));
const HOST = 'www.platterivercg.com';
/** What Vercel sets in every function; nothing of the project's own settings. */
const VERCEL_ENV = { NODE_ENV: 'production', VERCEL: '1', VERCEL_ENV: 'production', VERCEL_REGION: 'iad1', TZ: 'UTC', NEXT_TELEMETRY_DISABLED: '1' };
const START_TIMEOUT_MS = 30_000;
const REQUEST_TIMEOUT_MS = 30_000;

/** An output name (`index`, `sw.js`) as a request path (`/`, `/sw.js`), and back. */
const outputPath = (name) => (name === 'index' ? '/' : `/${name}`);
const outputName = (pathname) => (pathname === '/' ? 'index' : pathname.slice(1));

/** @param {string} root whether a mount namespace can hide the checkout here */
function canHide(root) {
  const probe = spawnSync('unshare', ['-m', '--propagation', 'private', 'sh', '-c', 'mount -t tmpfs none "$1" && test ! -e "$1/package.json"', 'sh', root]);
  return probe.status === 0;
}

/**
 * The output's prerendered paths, by the real function that renders each again, and what each was prerendered as.
 * @param {string} functionsDir
 * @param {Map<string, string>} entries
 */
function prerenders(functionsDir, entries) {
  /** @type {Map<string, Array<{ path: string; initialStatus?: number }>>} */
  const byFunction = new Map();
  /** @type {Map<string, { body: Buffer; headers: Record<string, string> }>} */
  const answers = new Map();
  let bypassToken = '';
  for (const file of readdirSync(functionsDir, { recursive: true }).map(String)) {
    if (!file.endsWith('.prerender-config.json')) continue;
    const config = JSON.parse(readFileSync(path.join(functionsDir, file), 'utf8'));
    const name = file.slice(0, -'.prerender-config.json'.length).split(path.sep).join('/');
    const real = entries.get(name);
    if (!config.fallback?.fsPath || !real) continue;
    bypassToken ||= config.bypassToken;
    byFunction.set(real, [...(byFunction.get(real) ?? []), { path: outputPath(name), initialStatus: config.initialStatus }]);
    const body = readFileSync(path.join(functionsDir, path.dirname(file), config.fallback.fsPath));
    answers.set(outputPath(name), { body, headers: config.initialHeaders ?? {} });
  }
  return { byFunction, answers, bypassToken };
}

/**
 * Starts one function; resolves once it listens.
 * @param {{ dir: string; port: number; env: Record<string, string>; hide: string | null; runner: string }} options
 */
function start({ dir, port, env, hide, runner }) {
  const node = [process.execPath, runner, dir, String(port)];
  const [command, ...args] = hide
    ? ['unshare', '-m', '--propagation', 'private', 'sh', '-c', 'mount -t tmpfs none "$1" && shift && exec "$@"', 'sh', hide, ...node]
    : node;
  const child = spawn(command, args, { cwd: dir, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  const server = { child, port, log: () => log };
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`did not start in ${START_TIMEOUT_MS / 1000} s:\n${log}`)), START_TIMEOUT_MS);
    const check = () => {
      if (log.includes('[runner] listening')) return clearTimeout(timer), resolve(server);
      if (child.exitCode !== null) return clearTimeout(timer), reject(new Error(`exited (${child.exitCode}):\n${log}`));
      setTimeout(check, 25);
    };
    check();
  });
  return { server, ready };
}

/** @param {{ child: import('node:child_process').ChildProcess }} server */
async function stop({ child }) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-(child.pid ?? 0), 'SIGTERM');
  } catch {}
  const timer = setTimeout(() => {
    try {
      process.kill(-(child.pid ?? 0), 'SIGKILL');
    } catch {}
  }, 3000);
  await exited;
  clearTimeout(timer);
}

/**
 * Sends one request; returns the answer (headers lower-case) or the error.
 * @param {number} port
 * @param {import('../../../lib/vercel-functions/requests.mjs').FunctionRequest} request
 * @param {number} id
 */
async function send(port, request, id) {
  const headers = {
    host: HOST,
    'x-forwarded-host': HOST,
    'x-forwarded-proto': 'https',
    'x-forwarded-for': '203.0.113.7',
    'x-real-ip': '203.0.113.7',
    'x-check-request': String(id),
    ...(request.output === '/_middleware' ? {} : { 'x-matched-path': request.output }),
    // A server action checks that a POST comes from the site itself.
    ...(request.method === 'POST' ? { origin: `https://${HOST}` } : {}),
    ...request.headers,
  };
  let body = request.body;
  if (request.form) {
    const form = new FormData();
    for (const [name, value] of request.form) form.append(name, value);
    const encoded = new Response(form);
    body = Buffer.from(await encoded.arrayBuffer());
    headers['content-type'] = encoded.headers.get('content-type') ?? '';
  }
  try {
    const response = await fetch(`http://127.0.0.1:${port}${request.url}`, {
      method: request.method,
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const bytes = new Uint8Array(await response.arrayBuffer());
    return { answer: { status: response.status, headers: Object.fromEntries(response.headers), body: bytes } };
  } catch (error) {
    return { answer: null, error: `${/** @type {Error} */ (error).message} ${/** @type {any} */ (error).cause?.code ?? ''}`.trim() };
  }
}

/**
 * The log lines of request `id`: from its marker to the next request's.
 * @param {string} log
 * @param {number} id
 */
function logOf(log, id) {
  const start = log.indexOf(`[runner] >>> ${id}\n`);
  if (start === -1) return '';
  const next = log.indexOf('[runner] >>> ', start + 1);
  return log.slice(start, next === -1 ? undefined : next);
}

/**
 * Runs the check on `root`'s .vercel/output and prints a line per request.
 * @param {string} root the checkout the output was built from
 * @param {{ port?: number }} [options] the first of the ports the functions listen on, one each
 * @returns {Promise<number>} the number of failures
 */
export async function checkVercelFunctions(root, { port = Number(process.env.VERCEL_FUNCTIONS_PORT) || 3150 } = {}) {
  const started = performance.now();
  const functionsDir = path.join(root, '.vercel', 'output', 'functions');
  const entries = functionEntries(functionsDir);
  const { byFunction, answers, bypassToken } = prerenders(functionsDir, entries);
  const { redirectRecords } = await importTs('content/redirects.ts');
  const reservedRoutes = [...answers.keys()].filter((p) => p.endsWith('/_unknown'));
  const home = readFileSync(path.join(functionsDir, 'index.prerender-fallback.html'), 'utf8');
  const requests = functionRequests({
    bypassToken,
    signUp: { fields: footerFields(home), refused: readMessages().failed },
    prerendersByFunction: [...byFunction.values()],
    readers: prerenderedHtmlReaders(reservedRoutes),
    redirects: redirectRecords,
    crons: VERCEL_CRONS,
  });

  const work = mkdtempSync(path.join(tmpdir(), 'vercel-functions-'));
  const hide = canHide(root) ? root : null;
  let failures = 0;
  /** @type {Map<string, { name: string; dir: string; server?: { port: number; log: () => string; child: import('node:child_process').ChildProcess }; error?: string }>} */
  const functions = new Map();
  try {
    const runner = path.join(work, 'runner.cjs');
    copyFileSync(RUNNER, runner);
    const needed = new Set(requests.map(({ output }) => entries.get(outputName(output))).filter((real) => real !== undefined));
    let index = 0;
    let files = 0;
    for (const real of [...new Set(entries.values())]) {
      const name = path.relative(functionsDir, real).replace(/\.func$/, '');
      const dir = path.join(work, String(index));
      const { files: count, config } = assembleFunction(root, real, dir);
      files += count;
      const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', ...VERCEL_ENV, ...(config.environment ?? {}) };
      const fn = { name, dir };
      functions.set(real, fn);
      if (needed.has(real)) Object.assign(fn, { pending: start({ dir, port: port + index, env, hide, runner }) });
      index += 1;
    }
    console.log(
      `\nVercel functions: ${functions.size} assembled from their own files (${files}, hard-linked), ${needed.size} started in production on Vercel ` +
        `with nothing configured, ${hide ? `the checkout hidden (${hide} under an empty tmpfs)` : 'the checkout in place (no unshare -m here)'}`,
    );
    await Promise.all(
      [...functions.values()].map(async (fn) => {
        const pending = /** @type {any} */ (fn).pending;
        if (!pending) return;
        try {
          fn.server = await pending.ready;
        } catch (error) {
          fn.server = pending.server;
          fn.error = /** @type {Error} */ (error).message;
        }
      }),
    );

    // Each function's requests in turn, the functions side by side.
    const results = await Promise.all(
      [...functions.entries()].map(async ([real, fn]) => {
        const mine = requests.map((request, id) => ({ request, id })).filter(({ request }) => entries.get(outputName(request.output)) === real);
        const rows = [];
        for (const { request, id } of mine) {
          const sent = fn.error ? { answer: null, error: `the function did not start: ${fn.error.split('\n')[0]}` } : await send(fn.server?.port ?? 0, request, id);
          rows.push({ request, id, ...sent });
        }
        return { fn, rows };
      }),
    );
    const orphans = requests.filter(({ output }) => !entries.has(outputName(output)));
    // after() and waitUntil work logs after its answer: stopping waits for it.
    await Promise.all([...functions.values()].map((fn) => (fn.server ? stop(fn.server) : undefined)));

    for (const { fn, rows } of results) {
      const log = fn.server?.log() ?? '';
      for (const { request, id, answer, error } of rows) {
        const problems = answerProblems(request, answer, { log: logOf(log, id), functionDir: fn.dir, prerendered: answers.get(request.expect.samePrerender ?? ''), error });
        if (problems.length) failures += 1;
        const status = answer ? String(answer.status) : '-';
        console.log(`  ${problems.length ? 'FAIL' : 'ok  '} ${fn.name.padEnd(34)} ${request.method.padEnd(4)} ${request.label.padEnd(56)} ${status}${problems.length ? `  ${problems.join('; ')}` : ''}`);
      }
      if (rows.length && fn.name !== '_middleware') {
        const missing = missingRefusals(log);
        if (missing.length) {
          failures += 1;
          console.log(`  FAIL ${fn.name}: the log does not say why the newsletter refuses (${missing.map((line) => line.trim()).join(', ')})`);
        }
      }
    }
    for (const { label, output } of orphans) {
      failures += 1;
      console.log(`  FAIL ${label}: no function ${output}.func in the output`);
    }
  } finally {
    await Promise.all([...functions.values()].map((fn) => (fn.server ? stop(fn.server) : /** @type {any} */ (fn).pending ? stop(/** @type {any} */ (fn).pending.server) : undefined)));
    rmSync(work, { recursive: true, force: true });
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    failures
      ? `Vercel functions: ${failures} failure(s) of ${requests.length} requests (${seconds} s).`
      : `Vercel functions: ${requests.length} requests, each answered as expected, no 5xx and no missing file; each server function says why the newsletter refuses (${seconds} s).`,
  );
  return failures;
}

