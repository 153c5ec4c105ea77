/**
 * Why the PGlite store keeps a lock file (docs/newsletter.md): two processes write one data folder
 * with PGlite alone, no lock, then a third reopens it and counts what survived.
 *
 *   node scripts/pglite-two-writers.mjs            # 300 inserts per writer
 *   N=1000 node scripts/pglite-two-writers.mjs
 *
 * Each writer is about 800 MB while its database is open; the run takes 15 to 30 s.
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

const N = Number(process.env.N ?? 300);
const [role, dataDir, tag] = process.argv.slice(2);

async function writer() {
  const db = await PGlite.create(dataDir);
  process.send?.('open');
  // Wait until the other writer has opened the folder too.
  await new Promise((resolve) => process.once('message', resolve));
  let failed = 0;
  for (let i = 0; i < N; i += 1) {
    await db.query('insert into t (who, i) values ($1, $2)', [tag, i]).catch(() => (failed += 1));
  }
  await db.close();
  process.send?.({ tag, succeeded: N - failed });
}

async function main() {
  const dir = join(mkdtempSync(join(tmpdir(), 'pglite-two-writers-')), 'data');
  try {
    const setup = await PGlite.create(dir);
    await setup.exec('create table t (id serial primary key, who text, i int)');
    await setup.close();
    const writers = ['A', 'B'].map((name) => fork(new URL(import.meta.url).pathname, ['writer', dir, name]));
    await Promise.all(writers.map((child) => new Promise((resolve) => child.once('message', resolve))));
    const reports = Promise.all(writers.map((child) => new Promise((resolve) => child.once('message', resolve))));
    writers.forEach((child) => child.send('go'));
    const reported = await reports;
    const reopened = await PGlite.create(dir);
    const rows = await reopened.query('select who, count(*)::int as n from t group by who order by who');
    await reopened.close();
    for (const { tag: name, succeeded } of reported) {
      const kept = rows.rows.find((row) => row.who === name)?.n ?? 0;
      console.log(`writer ${name}: ${succeeded} inserts reported success, ${kept} rows found after reopening (${succeeded - kept} lost)`);
    }
  } finally {
    rmSync(join(dir, '..'), { recursive: true, force: true });
  }
}

await (role === 'writer' ? writer() : main());
