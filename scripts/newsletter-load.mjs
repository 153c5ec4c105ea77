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
 * (x-forwarded-for), as real visitors would, so the per-client rate limit does not apply. Every
 * sign-up queues its confirmation e-mail in the same transaction, and the server tries to send it
 * after the response; the SMTP server it is given does not answer, so every message stays queued for
 * its retry and the check counts them.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { assertBuilt, distDir, printTable, ROOT, startProcess, stopOnSignal, writeReport } from './bench/lib.mjs';
import { formFields, postSignUp as subscribe, readMessages, unansweredSmtpUrl } from './lib/newsletter-form.mjs';

const TOTAL = Number(process.env.N ?? 300);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 50);
/** Every DUPLICATE_EVERY-th subscription repeats an earlier address in upper case. */
const DUPLICATE_EVERY = Number(process.env.DUPLICATE_EVERY ?? 6);
const PORT = Number(process.env.PORT ?? 3206);
const NEXT_BIN = join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');

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
    env: { ...unset, NEXT_DIST_DIR: dir, NEWSLETTER_STORE: 'pglite', NEWSLETTER_PGLITE_DIR: dataDir, NEWSLETTER_SMTP_URL: await unansweredSmtpUrl() },
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
    const fields = await formFields(server.origin);
    // The embedded database opens on first use; one warm-up subscription keeps that out of the figures.
    const warmUp = await subscribe(server.origin, fields, `warm-up-${run}@example.com`, `warm-up-${run}`);
    if (!warmUp.message.startsWith(messages.success)) throw new Error(`Warm-up subscription failed: ${warmUp.status} "${warmUp.message}"`);

    const started = performance.now();
    results = await pool(emails, CONCURRENCY, (email, i) => subscribe(server.origin, fields, email, `load-${run}-${i}`));
    seconds = (performance.now() - started) / 1000;
  } finally {
    await server.stop();
  }

  // The server has exited, so this process may open its database.
  const db = await PGlite.create(dataDir);
  const stored = (await db.query('select count(*)::int as n from public.subscribers')).rows[0].n;
  const queued = (await db.query('select count(*)::int as n from public.newsletter_outbox')).rows[0].n;
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });

  // The success message is the spec's sentence followed by where the confirmation link went.
  const succeeded = (r) => r.message.startsWith(messages.success);
  const successes = results.filter(succeeded).length + 1; // plus the warm-up
  const duplicates = results.filter((r) => r.message === messages.duplicate).length;
  const other = results.filter((r) => !succeeded(r) && r.message !== messages.duplicate);
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
      { figure: 'confirmation e-mails queued (the SMTP server does not answer)', value: queued },
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
    queued,
  });

  const problems = [];
  if (stored !== successes) problems.push(`${stored} rows stored but ${successes} successes reported`);
  if (queued !== successes) problems.push(`${queued} confirmation e-mails queued for ${successes} sign-ups`);
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
