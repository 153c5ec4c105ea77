/**
 * Crash check for the embedded store (not part of CI): RUNS times, start `next start` on a fresh
 * PGlite folder, post SIGNUPS concurrent sign-ups, kill the server with SIGKILL part-way (a
 * different moment each run), restart it on the same folder, and check that the database opens
 * and that every address answered with success is stored, pending, exactly once, with its
 * confirmation e-mail queued.
 *
 *   npm run build && npm run test:newsletter-crash          # 20 runs of 100 sign-ups
 *   RUNS=3 PORT=3132 npm run test:newsletter-crash
 *
 * CPU-heavy (two server starts per run): 8 to 20 s a run on two cores.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { assertBuilt, distDir, printTable, ROOT, startProcess, writeReport } from './bench/lib.mjs';
import { formFields, postSignUp, readMessages, unansweredSmtpUrl } from './lib/newsletter-form.mjs';

const RUNS = Number(process.env.RUNS ?? 20);
/** Resumes a series: runs FIRST_RUN (1-based) to RUNS, with the kill moments they have in the whole series. */
const FIRST_RUN = Number(process.env.FIRST_RUN ?? 1);
const SIGNUPS = Number(process.env.SIGNUPS ?? 100);
const PORT = Number(process.env.PORT ?? 3132);
/**
 * The kill comes right after the server has answered this many sign-ups with success: from the
 * first to nearly the last, spread over the runs, so it lands while other sign-ups are mid-write.
 */
const KILL_AFTER = { min: Number(process.env.KILL_MIN ?? 1), max: Number(process.env.KILL_MAX ?? Math.floor(SIGNUPS * 0.95)) };
const NEXT_BIN = join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');
const UNSET = { NEXT_PUBLIC_SUPABASE_URL: '', SUPABASE_URL: '', SUPABASE_ANON_KEY: '', NEXT_PUBLIC_SUPABASE_ANON_KEY: '', VERCEL: '' };
// A production server takes no sign-up without an SMTP server; this one does not answer, so every message stays queued.
const SMTP_URL = await unansweredSmtpUrl();

function start(dir, dataDir) {
  return startProcess({
    command: process.execPath,
    args: [NEXT_BIN, 'start', '-H', '127.0.0.1', '-p', String(PORT)],
    port: PORT,
    env: { ...UNSET, NEXT_DIST_DIR: dir, NEWSLETTER_STORE: 'pglite', NEWSLETTER_PGLITE_DIR: dataDir, NEWSLETTER_SMTP_URL: SMTP_URL },
    label: 'next start',
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForExit(pid) {
  for (let i = 0; i < 100; i += 1) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await sleep(50);
  }
}

async function oneRun(run, dir, messages) {
  const dataDir = join(mkdtempSync(join(tmpdir(), 'newsletter-crash-')), 'db');
  const tag = randomUUID().slice(0, 8);
  const killAfter = Math.round(KILL_AFTER.min + ((KILL_AFTER.max - KILL_AFTER.min) * run) / Math.max(1, RUNS - 1));
  let server = await start(dir, dataDir);
  try {
    const fields = await formFields(server.origin);
    // Opens the database (instrumentation.ts starts that at boot); the crash is about writes, not the first open.
    const warm = await postSignUp(server.origin, fields, `warm-${tag}@example.com`, `warm-${tag}`);
    if (!warm.message.startsWith(messages.success)) throw new Error(`warm-up failed: ${warm.status} ${warm.message}`);

    const emails = Array.from({ length: SIGNUPS }, (_, i) => `crash-${tag}-${i}@example.com`);
    let answered = 0;
    let killAt = 0;
    const started = performance.now();
    const victim = server;
    const kill = () => {
      if (killAt) return;
      killAt = Math.round(performance.now() - started);
      process.kill(-victim.pid, 'SIGKILL');
    };
    const posted = emails.map((email, i) =>
      postSignUp(server.origin, fields, email, `crash-${tag}-${i}`).then((result) => {
        if (result.message.startsWith(messages.success) && (answered += 1) >= killAfter) kill();
        return result;
      }),
    );
    const results = await Promise.all(posted);
    kill();
    await waitForExit(server.pid);
    await victim.stop().catch(() => undefined);
    const acknowledged = emails.filter((_, i) => results[i].message.startsWith(messages.success));
    acknowledged.push(`warm-${tag}@example.com`);

    // Restart on the same folder (the dead owner's lock is taken over): it must open and take a sign-up.
    server = await start(dir, dataDir);
    const after = await postSignUp(server.origin, await formFields(server.origin), `after-${tag}@example.com`, `after-${tag}`);
    const opensCleanly = after.message.startsWith(messages.success);
    await server.stop();
    server = null;

    const db = await PGlite.create(dataDir);
    const rows = (await db.query("select lower(email) as email, status, (select count(*)::int from public.newsletter_outbox o where o.subscriber_id = s.id) as queued from public.subscribers s")).rows;
    await db.close();
    const byEmail = new Map();
    for (const row of rows) byEmail.set(row.email, [...(byEmail.get(row.email) ?? []), row]);
    const lost = acknowledged.filter((email) => (byEmail.get(email) ?? []).length === 0);
    const doubled = acknowledged.filter((email) => (byEmail.get(email) ?? []).length > 1);
    const wrong = acknowledged.filter((email) => (byEmail.get(email) ?? []).some((row) => row.status !== 'pending' || row.queued !== 1));
    rmSync(join(dataDir, '..'), { recursive: true, force: true });
    return { run: run + 1, killAfter, killAtMs: killAt, acknowledged: acknowledged.length - 1, storedRows: rows.length, lost: lost.length, doubled: doubled.length, wrong: wrong.length, opensCleanly };
  } finally {
    if (server) process.kill(-server.pid, 'SIGKILL');
  }
}

async function main() {
  const dir = distDir();
  assertBuilt(dir);
  const messages = readMessages();
  const runs = [];
  for (let run = FIRST_RUN - 1; run < RUNS; run += 1) {
    const result = await oneRun(run, dir, messages);
    runs.push(result);
    console.log(`run ${result.run}: killed after ${result.killAfter} successes (${result.killAtMs} ms), ${result.acknowledged} acknowledged, ${result.lost} lost, ${result.doubled} doubled, ${result.wrong} not pending+queued, reopened ${result.opensCleanly ? 'cleanly' : 'WITH ERRORS'}`);
  }
  printTable(runs, [
    { key: 'run', label: 'run' },
    { key: 'killAfter', label: 'kill after n successes' },
    { key: 'killAtMs', label: 'kill at (ms)' },
    { key: 'acknowledged', label: 'acknowledged' },
    { key: 'storedRows', label: 'rows after restart' },
    { key: 'lost', label: 'lost' },
    { key: 'doubled', label: 'stored twice' },
    { key: 'wrong', label: 'not pending+queued' },
    { key: 'opensCleanly', label: 'reopens' },
  ]);
  writeReport('newsletter-crash', { signups: SIGNUPS, runs });
  const failed = runs.filter((r) => r.lost || r.doubled || r.wrong || !r.opensCleanly);
  if (failed.length) {
    console.error(`\nFAILED in ${failed.length} of ${runs.length} runs.`);
    process.exit(1);
  }
  console.log(`\nOK: ${runs.length} runs, ${runs.reduce((n, r) => n + r.acknowledged, 0)} acknowledged sign-ups, none lost or doubled.`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
