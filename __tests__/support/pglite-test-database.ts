import { existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { closeSubscriberDatabases, openSubscriberDatabase } from '@/lib/newsletter/pglite-database';
import { createPgliteStore } from '@/lib/newsletter/pglite-store';
import type { SubscriberStore } from '@/lib/newsletter/store';
import { pgliteTemplateDir, removeStaleTemplates, seedFromTemplate } from '../../scripts/lib/pglite-template.cjs';

// Opening a new PGlite database takes 3 to 7 s on an idle machine, and over a minute on a loaded CI runner.
export const OPEN_TIMEOUT_MS = 300_000;

/**
 * Makes the migrated template the test databases are copied from (scripts/lib/pglite-template.cjs), unless it exists:
 * with the site's own code, on an empty database, in a folder of its own that is renamed into place when done, so a
 * test file running beside this one never copies half a template. Then the templates it replaces are deleted.
 * Returns the template's folder.
 */
async function ensurePgliteTemplate(): Promise<string> {
  const template = pgliteTemplateDir();
  if (existsSync(template)) return template;
  const building = `${template}.building-${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  await openSubscriberDatabase(building);
  await closeSubscriberDatabases();
  try {
    renameSync(building, template);
  } catch (error) {
    // Another test file made it first.
    rmSync(building, { recursive: true, force: true });
    if (!existsSync(template)) throw error;
  }
  removeStaleTemplates(template);
  return template;
}

export interface PgliteTestDatabase {
  /** A fresh temporary folder, created at once so a test file can name it before importing the code it tests. */
  readonly dataDir: string;
  readonly store: SubscriberStore;
  /** The open database, with the real migrations applied; available from beforeAll on. */
  readonly db: PGlite;
}

/**
 * One embedded database for the whole test file (opening PGlite costs seconds and hundreds of megabytes), a copy
 * of the migrated template: registers hooks that open it before all tests, empty the newsletter's tables before each, and close and delete it after all.
 */
export function setUpPgliteTestDatabase(prefix: string): PgliteTestDatabase {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  const store = createPgliteStore(dataDir);
  let db: PGlite | undefined;

  beforeAll(async () => {
    seedFromTemplate(dataDir, await ensurePgliteTemplate());
    db = await openSubscriberDatabase(dataDir);
  }, OPEN_TIMEOUT_MS);

  afterAll(async () => {
    await closeSubscriberDatabases();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(`${dataDir}.lock`, { force: true });
  });

  beforeEach(async () => {
    // Open again if a test closed it (to let a command-line process use the folder); at once if still open.
    db = await openSubscriberDatabase(dataDir);
    await opened().exec(
      'truncate public.subscribers, public.newsletter_tokens, public.newsletter_outbox, public.newsletter_unsubscribes, ' +
        'public.newsletter_rate_limits, public.newsletter_rate_limit_salts restart identity',
    );
  });

  function opened(): PGlite {
    if (!db) throw new Error(`The test database in ${dataDir} is not open yet: it opens in beforeAll.`);
    return db;
  }

  return {
    dataDir,
    store,
    get db() {
      return opened();
    },
  };
}
