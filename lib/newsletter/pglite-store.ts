import 'server-only';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { insertResultFromError } from './errors';
import type { SubscriberStore } from './store';

/** The Supabase CLI's migration folder: the embedded database runs the very same SQL. */
export const MIGRATIONS_DIR = path.join(process.cwd(), 'supabase', 'migrations');

// Roles Supabase provides and the migration refers to, plus the CLI's record of applied migrations.
const BOOTSTRAP_SQL = `
  do $$ begin
    if not exists (select from pg_roles where rolname = 'anon') then create role anon nologin; end if;
    if not exists (select from pg_roles where rolname = 'authenticated') then create role authenticated nologin; end if;
  end $$;
  create schema if not exists supabase_migrations;
  create table if not exists supabase_migrations.schema_migrations (version text primary key, name text);
`;

// One database per data folder per process: opening costs seconds and hundreds of megabytes.
const openDatabases = new Map<string, Promise<PGlite>>();

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
  const opened = [...openDatabases.values()];
  openDatabases.clear();
  await Promise.allSettled(opened.map(async (opening) => (await opening).close()));
}

async function openAndMigrate(dataDir: string, migrationsDir: string): Promise<PGlite> {
  // PGlite does not create missing parent folders.
  await mkdir(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir);
  try {
    await db.exec(BOOTSTRAP_SQL);
    await applyPendingMigrations(db, migrationsDir);
    return db;
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
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

/** Zero-setup store for development and self-hosting: the same table and RLS policy, in-process. */
export function createPgliteStore(dataDir: string): SubscriberStore {
  return {
    description: `embedded PGlite (${dataDir})`,
    async insert(email) {
      try {
        const db = await openSubscriberDatabase(dataDir);
        // PGlite is a single session: `set local` keeps the anon role inside this transaction only.
        await db.transaction(async (tx) => {
          await tx.exec('set local role anon');
          await tx.query('insert into public.subscribers (email) values ($1)', [email]);
        });
        return { status: 'ok' };
      } catch (error) {
        return insertResultFromError(error);
      }
    },
  };
}
