/**
 * Load check for the newsletter path (not a timed test): N subscriptions, C at a time, posted the
 * way a browser without JavaScript posts the footer form, through `next start` on a fresh embedded
 * database. Afterwards the server is stopped and the stored rows are counted: the count must equal
 * the successes the responses reported, and every planned duplicate must have been refused.
 *
 *   npm run bench:newsletter                  # 300 subscriptions, 50 at a time, 1 in 6 a duplicate
 *   N=1000 CONCURRENCY=100 npm run bench:newsletter
 *
 * Build first (NEXT_DIST_DIR=.next-x npx next build). Each request claims its own client address
 * (x-forwarded-for), as real visitors would, so the per-client rate limit does not apply.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { assertBuilt, distDir, printTable, ROOT, startProcess, stopOnSignal, writeReport } from './bench/lib.mjs';

const TOTAL = Number(process.env.N ?? 300);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 50);
/** Every DUPLICATE_EVERY-th subscription repeats an earlier address in upper case. */
const DUPLICATE_EVERY = Number(process.env.DUPLICATE_EVERY ?? 6);
const PORT = Number(process.env.PORT ?? 3206);
const FORM_LABEL = 'Newsletter sign-up';
const NEXT_BIN = join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');

/** The messages, read from their single source (lib/newsletter/messages.ts) rather than copied. */
function readMessages() {
  const source = readFileSync(join(ROOT, 'lib', 'newsletter', 'messages.ts'), 'utf8');
  return Object.fromEntries([...source.matchAll(/^\s+(\w+): '([^']+)',$/gm)].map(([, key, text]) => [key, text]));
}

const decodeHtml = (text) =>
  text.replace(/&(quot|amp|lt|gt|#39|#x27);/g, (_, entity) => ({ quot: '"', amp: '&', lt: '<', gt: '>', '#39': "'", '#x27': "'" })[entity]);

/** The footer form's markup in a page: its hidden fields are what makes a plain POST reach the action. */
function footerForm(html) {
  const start = html.indexOf(`aria-label="${FORM_LABEL}"`);
  if (start < 0) throw new Error(`No form labelled "${FORM_LABEL}" in the page.`);
  const formStart = html.lastIndexOf('<form', start);
  return html.slice(formStart, html.indexOf('</form>', start));
}

function hiddenFields(formHtml) {
  return [...formHtml.matchAll(/<input\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => /type="hidden"/.test(tag))
    .map((tag) => [decodeHtml(tag.match(/name="([^"]*)"/)?.[1] ?? ''), decodeHtml(tag.match(/value="([^"]*)"/)?.[1] ?? '')]);
}

function statusText(formHtml) {
  const match = formHtml.match(/role="status"[^>]*>([^<]*)</);
  return match ? decodeHtml(match[1]) : '';
}

async function subscribe(origin, fields, email, client) {
  const body = new FormData();
  for (const [name, value] of fields) body.append(name, value);
  body.set('email', email);
  body.set('website', '');
  const started = performance.now();
  try {
    const response = await fetch(`${origin}/`, { method: 'POST', body, headers: { 'x-forwarded-for': client } });
    const html = await response.text();
    return { ms: performance.now() - started, status: response.status, message: statusText(footerForm(html)) };
  } catch (error) {
    return { ms: performance.now() - started, status: 0, message: `request failed: ${error.message}` };
  }
}

/** Runs `work` over `items` with at most `limit` in flight. */
async function pool(items, limit, work) {
  const results = new Array(items.length);
  let next = 0;
  const runners = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index], index);
    }
  });
  await Promise.all(runners);
  return results;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function main() {
  const dir = distDir();
  assertBuilt(dir);
  const messages = readMessages();
  const dataDir = mkdtempSync(join(tmpdir(), 'newsletter-load-'));
  const unset = { NEXT_PUBLIC_SUPABASE_URL: '', SUPABASE_URL: '', SUPABASE_ANON_KEY: '', NEXT_PUBLIC_SUPABASE_ANON_KEY: '', VERCEL: '' };
  const server = await startProcess({
    command: process.execPath,
    args: [NEXT_BIN, 'start', '-H', '127.0.0.1', '-p', String(PORT)],
    port: PORT,
    env: { ...unset, NEXT_DIST_DIR: dir, NEWSLETTER_STORE: 'pglite', NEWSLETTER_PGLITE_DIR: dataDir },
    label: `next start (${dir})`,
  });
  stopOnSignal([server]);

  let results;
  let seconds;
  const run = randomUUID().slice(0, 8);
  const emails = Array.from({ length: TOTAL }, (_, i) =>
    i > 0 && i % DUPLICATE_EVERY === 0 ? `load-${run}-${i - 1}@example.com`.toUpperCase() : `load-${run}-${i}@example.com`,
  );
  const plannedDuplicates = emails.filter((email) => email !== email.toLowerCase()).length;
  try {
    const page = await (await fetch(`${server.origin}/`)).text();
    const fields = hiddenFields(footerForm(page));
    // The embedded database opens on first use; one warm-up subscription keeps that out of the figures.
    const warmUp = await subscribe(server.origin, fields, `warm-up-${run}@example.com`, `warm-up-${run}`);
    if (warmUp.message !== messages.success) throw new Error(`Warm-up subscription failed: ${warmUp.status} "${warmUp.message}"`);

    const started = performance.now();
    results = await pool(emails, CONCURRENCY, (email, i) => subscribe(server.origin, fields, email, `load-${run}-${i}`));
    seconds = (performance.now() - started) / 1000;
  } finally {
    await server.stop();
  }

  // The server has exited, so this process may open its database.
  const db = await PGlite.create(dataDir);
  const stored = (await db.query('select count(*)::int as n from public.subscribers')).rows[0].n;
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });

  const count = (message) => results.filter((r) => r.message === message).length;
  const successes = count(messages.success) + 1; // plus the warm-up
  const duplicates = count(messages.duplicate);
  const other = results.filter((r) => r.message !== messages.success && r.message !== messages.duplicate);
  const latencies = results.map((r) => r.ms).sort((a, b) => a - b);
  const latencyMs = Object.fromEntries(
    [['p50', 50], ['p95', 95], ['p99', 99], ['max', 100]].map(([name, p]) => [name, Math.round(percentile(latencies, p))]),
  );

  printTable(
    [
      { figure: 'subscriptions posted', value: TOTAL },
      { figure: 'concurrency', value: CONCURRENCY },
      { figure: 'success responses (incl. warm-up)', value: successes },
      { figure: `duplicate responses (planned ${plannedDuplicates})`, value: duplicates },
      { figure: 'other responses', value: other.length },
      { figure: 'rows stored', value: stored },
      { figure: 'subscriptions / s', value: (TOTAL / seconds).toFixed(1) },
      { figure: 'latency p50 / p95 / p99 / max (ms)', value: Object.values(latencyMs).join(' / ') },
    ],
    [
      { key: 'figure', label: 'Newsletter load check', align: 'left' },
      { key: 'value', label: 'value' },
    ],
  );
  for (const sample of other.slice(0, 5)) console.log(`  other: HTTP ${sample.status} "${sample.message}"`);

  writeReport('newsletter-load', {
    total: TOTAL,
    concurrency: CONCURRENCY,
    seconds,
    subscriptionsPerSecond: Number((TOTAL / seconds).toFixed(1)),
    latencyMs,
    successes,
    duplicates,
    plannedDuplicates,
    other: other.length,
    stored,
  });

  const problems = [];
  if (stored !== successes) problems.push(`${stored} rows stored but ${successes} successes reported`);
  if (duplicates !== plannedDuplicates) problems.push(`${duplicates} duplicate answers for ${plannedDuplicates} planned duplicates`);
  if (other.length > 0) problems.push(`${other.length} responses were neither success nor duplicate`);
  if (problems.length > 0) {
    console.error(`\nFAILED: ${problems.join('; ')}.`);
    process.exit(1);
  }
  console.log('\nOK: every reported success is stored, and nothing else is.');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
