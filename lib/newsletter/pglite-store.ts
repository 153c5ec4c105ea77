import 'server-only';
import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { asAddressUnsubscribeOutcome, asLinkOutcome, asSignUpOutcome, asTokenStatus, type SubscriberStore } from './store';

const OPEN_DATABASES = Symbol.for('platte-river.newsletter.pglite');

/** The Supabase CLI's migration folder: the embedded database runs the very same SQL. */
export const MIGRATIONS_DIR = path.join(process.cwd(), 'supabase', 'migrations');

// Roles Supabase provides and the migration refers to, plus the CLI's record of applied migrations.
const BOOTSTRAP_SQL = `
  do $$ begin
    if not exists (select from pg_roles where rolname = 'anon') then create role anon nologin; end if;
    if not exists (select from pg_roles where rolname = 'authenticated') then create role authenticated nologin; end if;
    if not exists (select from pg_roles where rolname = 'service_role') then create role service_role nologin; end if;
  end $$;
  create schema if not exists supabase_migrations;
  create table if not exists supabase_migrations.schema_migrations (version text primary key, name text);
`;

/*
 * One database per data folder per process: opening costs seconds and hundreds of megabytes, and
 * two instances on one folder lose rows (see the lock below). Kept on globalThis so that every copy
 * of this module shares it: instrumentation.ts and the action are bundled apart, and `next dev`
 * re-evaluates modules on reload, while the lock lets the same process in again.
 */
const registry = globalThis as typeof globalThis & { [OPEN_DATABASES]?: Map<string, Promise<PGlite>> };
const openDatabases = (registry[OPEN_DATABASES] ??= new Map<string, Promise<PGlite>>());

/**
 * Opens (once) the embedded database in `dataDir`, applying pending migrations on first open.
 * A failed open is forgotten, so the next call tries again.
 */
export function openSubscriberDatabase(dataDir: string, migrationsDir = MIGRATIONS_DIR): Promise<PGlite> {
  const key = path.resolve(dataDir);
  let opening = openDatabases.get(key);
  if (!opening) {
    opening = openAndMigrate(key, migrationsDir);
    openDatabases.set(key, opening);
    opening.catch(() => openDatabases.delete(key));
  }
  return opening;
}

/** Closes every database this process opened (tests and scripts call this before exiting). */
export async function closeSubscriberDatabases(): Promise<void> {
  const opened = [...openDatabases.entries()];
  openDatabases.clear();
  await Promise.allSettled(
    opened.map(async ([dataDir, opening]) => {
      await (await opening).close();
      releaseLock(dataDir);
    }),
  );
}

async function openAndMigrate(dataDir: string, migrationsDir: string): Promise<PGlite> {
  // PGlite creates the data folder itself, but not its missing parents.
  await mkdir(path.dirname(dataDir), { recursive: true });
  acquireLock(dataDir);
  let db: PGlite | undefined;
  try {
    db = await PGlite.create(dataDir);
    await db.exec(BOOTSTRAP_SQL);
    await applyPendingMigrations(db, migrationsDir);
    return db;
  } catch (error) {
    await db?.close().catch(() => undefined);
    releaseLock(dataDir);
    throw error;
  }
}

/*
 * PGlite has no lock of its own. Measured (scripts/pglite-two-writers.mjs): two processes inserting
 * into one data folder both report success, yet 116 to 185 of one's 300 rows are gone on reopening.
 * A lock file beside the folder, holding the owner's PID, refuses a second process; a lock left by
 * a process that has died is taken over.
 */
const lockPath = (dataDir: string) => `${dataDir}.lock`;

function acquireLock(dataDir: string): void {
  const path = lockPath(dataDir);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(path, String(process.pid), { flag: 'wx' });
      process.once('exit', () => releaseLock(dataDir));
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(path, 'utf8'));
      if (holder === process.pid) return;
      if (processIsRunning(holder)) {
        throw new Error(`The database in ${dataDir} is in use by process ${holder}; PGlite allows one process per data folder.`);
      }
      unlinkSync(path);
    }
  }
  throw new Error(`Could not lock ${dataDir}.`);
}

function releaseLock(dataDir: string): void {
  try {
    if (readFileSync(lockPath(dataDir), 'utf8') === String(process.pid)) unlinkSync(lockPath(dataDir));
  } catch {
    // Already gone.
  }
}

/** True for a live process; a zombie (exited, not yet reaped: common in containers) counts as gone. */
function processIsRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    return !/^State:\s+Z/m.test(readFileSync(`/proc/${pid}/status`, 'utf8'));
  } catch {
    return true;
  }
}

async function applyPendingMigrations(db: PGlite, migrationsDir: string): Promise<void> {
  const files = (await readdir(migrationsDir)).filter((file) => file.endsWith('.sql')).sort();
  const applied = await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations');
  const done = new Set(applied.rows.map((row) => row.version));
  for (const file of files) {
    const [version = file, ...rest] = path.basename(file, '.sql').split('_');
    if (done.has(version)) continue;
    const sql = await readFile(path.join(migrationsDir, file), 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [version, rest.join('_')]);
    });
  }
}

type Role = 'anon' | 'service_role';

/** Runs one statement as `role`, as PostgREST does for the key of that role. */
async function queryAs<T>(dataDir: string, role: Role, sql: string, params: unknown[] = []): Promise<T[]> {
  const db = await openSubscriberDatabase(dataDir);
  // PGlite is a single session: `set local` keeps the role inside this transaction only.
  return db.transaction(async (tx) => {
    await tx.exec(`set local role ${role}`);
    return (await tx.query<T>(sql, params)).rows;
  });
}

async function callAs(dataDir: string, role: Role, sql: string, params: unknown[]): Promise<unknown> {
  const [row] = await queryAs<{ result: unknown }>(dataDir, role, `select ${sql} as result`, params);
  return row?.result;
}

/**
 * Zero-setup store for development and self-hosting: the same tables and functions as Supabase,
 * in-process, called as the `anon` role for what the form and the links do and as `service_role`
 * for the jobs that read addresses, so the grants are exercised locally too.
 */
export function createPgliteStore(dataDir: string): SubscriberStore {
  return {
    description: `embedded PGlite (${dataDir})`,
    async signUp({ email, source, policyVersion }) {
      try {
        const outcome = await callAs(dataDir, 'anon', 'public.newsletter_subscribe($1, $2, $3)', [email, source, policyVersion]);
        return { status: asSignUpOutcome(outcome) };
      } catch (error) {
        return { status: 'failed', cause: error };
      }
    },
    confirm: async (token) => asLinkOutcome(await callAs(dataDir, 'anon', 'public.newsletter_confirm($1)', [token])),
    unsubscribe: async (token) => asLinkOutcome(await callAs(dataDir, 'anon', 'public.newsletter_unsubscribe($1)', [token])),
    tokenStatus: async (token, purpose) => asTokenStatus(await callAs(dataDir, 'anon', 'public.newsletter_token_status($1, $2)', [token, purpose])),
    async rateLimit(checks) {
      const allowed = await callAs(dataDir, 'anon', 'public.newsletter_rate_limit($1, $2, $3)', [
        checks.map((check) => check.key),
        checks.map((check) => check.limit),
        checks.map((check) => check.windowSeconds),
      ]);
      return allowed === true;
    },
    admin: {
      async claimMail(limit) {
        const rows = await queryAs<{ outbox_id: number; subscriber_id: number; email: string; kind: 'confirm'; attempts: number; requested_at: Date }>(
          dataDir,
          'service_role',
          'select * from public.newsletter_claim_mail($1)',
          [limit],
        );
        return rows.map((row) => ({
          outboxId: Number(row.outbox_id),
          subscriberId: Number(row.subscriber_id),
          email: row.email,
          kind: row.kind,
          attempts: row.attempts,
          requestedAt: new Date(row.requested_at),
        }));
      },
      async issueToken(subscriberId, purpose, tokenHash, validSeconds) {
        await callAs(dataDir, 'service_role', 'public.newsletter_issue_token($1, $2, $3, $4)', [subscriberId, purpose, tokenHash, validSeconds]);
      },
      async issueTokens(subscriberIds, purpose, tokenHashes, validSeconds) {
        const rows = await queryAs<{ id: number | bigint }>(dataDir, 'service_role', 'select public.newsletter_issue_tokens($1, $2, $3, $4) as id', [subscriberIds, purpose, tokenHashes, validSeconds]);
        return rows.map((row) => Number(row.id));
      },
      async mailSent(outboxId) {
        await callAs(dataDir, 'service_role', 'public.newsletter_mail_sent($1)', [outboxId]);
      },
      async mailFailed(outboxId, retrySeconds) {
        await callAs(dataDir, 'service_role', 'public.newsletter_mail_failed($1, $2)', [outboxId, retrySeconds]);
      },
      async cleanup(pendingDays) {
        const [row] = await queryAs<{ expired_pending: number; expired_tokens: number }>(dataDir, 'service_role', 'select * from public.newsletter_cleanup($1)', [pendingDays]);
        return { expiredPending: row?.expired_pending ?? 0, expiredTokens: row?.expired_tokens ?? 0 };
      },
      async exportConfirmed() {
        const rows = await queryAs<{ id: number | bigint; email: string; confirmed_at: Date | null; source: string | null }>(dataDir, 'service_role', 'select * from public.newsletter_export()');
        return rows.map((row) => ({ subscriberId: Number(row.id), email: row.email, confirmedAt: row.confirmed_at, source: row.source }));
      },
      unsubscribeAddress: async (email) => asAddressUnsubscribeOutcome(await callAs(dataDir, 'service_role', 'public.newsletter_unsubscribe_address($1)', [email])),
      async stats() {
        const rows = await queryAs<{ state: string; count: number | bigint }>(dataDir, 'service_role', 'select * from public.newsletter_stats()');
        return rows.map((row) => ({ state: row.state, count: Number(row.count) }));
      },
    },
  };
}
