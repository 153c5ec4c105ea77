import 'server-only';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { acquireLock, releaseLock } from './pglite-lock';

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
 * two instances on one folder lose rows (see pglite-lock.ts). Kept on globalThis so that every copy
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
