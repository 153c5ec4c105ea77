/** @jest-environment node */
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { duplicateMessage, NEWSLETTER_FIELDS, NEWSLETTER_MESSAGES, successMessage, type SubscribeState } from '@/lib/newsletter/messages';
import { setUpPgliteTestDatabase } from '../support/pglite-test-database';

jest.setTimeout(120_000);

// The action reads the client's address from the request headers; each test plays its own clients.
const mockHeaders = jest.fn<Promise<Headers>, []>();
jest.mock('next/headers', () => ({ headers: () => mockHeaders() }));
// The confirmation e-mail goes out after the response (next/server's after()); here it is only recorded.
const mockAfter = jest.fn();
jest.mock('next/server', () => ({ ...jest.requireActual('next/server'), after: (work: unknown) => mockAfter(work) }));

// Console output is silenced from before the database opens until after it closes (hooks run in the order declared).
let logged: jest.SpyInstance[];
beforeAll(() => {
  logged = [jest.spyOn(console, 'info').mockImplementation(() => {}), jest.spyOn(console, 'warn').mockImplementation(() => {})];
});

// One database for the whole file: opening PGlite costs seconds and hundreds of megabytes.
const pglite = setUpPgliteTestDatabase('newsletter-pglite-');
const { dataDir } = pglite;
process.env.NEWSLETTER_PGLITE_DIR = dataDir;
delete process.env.NEXT_PUBLIC_SUPABASE_URL;
delete process.env.SUPABASE_URL;
delete process.env.SUPABASE_ANON_KEY;
delete process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY;

afterAll(() => {
  logged.forEach((spy) => spy.mockRestore());
});

// Imported after the environment is set: the store is chosen from it on first use.
/* eslint-disable @typescript-eslint/no-require-imports */
const { subscribeToNewsletter } = require('@/lib/newsletter/action') as typeof import('@/lib/newsletter/action');
const { openSubscriberDatabase } = require('@/lib/newsletter/pglite-database') as typeof import('@/lib/newsletter/pglite-database');
/* eslint-enable @typescript-eslint/no-require-imports */

const IDLE: SubscribeState = { status: 'idle', message: '', email: '' };

function form(email: string, honeypot = ''): FormData {
  const data = new FormData();
  data.set(NEWSLETTER_FIELDS.email, email);
  data.set(NEWSLETTER_FIELDS.honeypot, honeypot);
  data.set(NEWSLETTER_FIELDS.source, 'insights');
  return data;
}

/** Submits as the client at `ip`, the way a browser posts the form. */
function submitAs(ip: string, email: string, honeypot = ''): Promise<SubscribeState> {
  mockHeaders.mockResolvedValueOnce(new Headers({ 'x-forwarded-for': ip }));
  return subscribeToNewsletter(IDLE, form(email, honeypot));
}

async function storedEmails(): Promise<string[]> {
  const result = await pglite.db.query<{ email: string }>('select email from public.subscribers order by id');
  return result.rows.map((row) => row.email);
}

/** Runs `sql` as the anonymous role, as PostgREST does for the public key. */
function asAnon<T>(work: (tx: Parameters<Parameters<PGlite['transaction']>[0]>[0]) => Promise<T>): Promise<T> {
  return pglite.db.transaction(async (tx) => {
    await tx.exec('set local role anon');
    return work(tx);
  });
}

test('applies each migration once: table, case-insensitive unique index, RLS and the address rule are in place', async () => {
  const applied = await pglite.db.query<{ version: string }>('select version from supabase_migrations.schema_migrations order by version');
  const files = readdirSync(path.join(process.cwd(), 'supabase', 'migrations')).filter((file) => file.endsWith('.sql'));
  expect(applied.rows.map((row) => row.version)).toEqual(files.map((file) => file.split('_')[0]).sort());
  const rule = await pglite.db.query<{ convalidated: boolean }>("select convalidated from pg_constraint where conname = 'subscribers_email_deliverable'");
  expect(rule.rows).toEqual([{ convalidated: true }]);
  const table = await pglite.db.query<{ relrowsecurity: boolean }>("select relrowsecurity from pg_class where oid = 'public.subscribers'::regclass");
  expect(table.rows[0]?.relrowsecurity).toBe(true);
  // Reopening in the same process returns the same database rather than opening (and migrating) again,
  // even through another copy of the module (instrumentation.ts and the action are bundled apart).
  await expect(openSubscriberDatabase(dataDir)).resolves.toBe(pglite.db);
  let copy!: typeof import('@/lib/newsletter/pglite-database');
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    copy = require('@/lib/newsletter/pglite-database');
  });
  expect(copy.openSubscriberDatabase).not.toBe(openSubscriberDatabase);
  await expect(copy.openSubscriberDatabase(dataDir)).resolves.toBe(pglite.db);
});

test('stores a trimmed address and reports success', async () => {
  await expect(submitAs('10.0.0.1', '  jane.doe@example.com  ')).resolves.toEqual({
    status: 'success',
    message: successMessage('jane.doe@example.com'),
    email: '',
  });
  expect(await storedEmails()).toEqual(['jane.doe@example.com']);
  // Pending, with its consent record (time, form, policy version) and nothing else about the visitor.
  const [row] = (await pglite.db.query('select * from public.subscribers')).rows as Record<string, unknown>[];
  expect(row).toEqual({
    id: expect.any(Number),
    email: 'jane.doe@example.com',
    created_at: expect.any(Date),
    status: 'pending',
    source: 'insights',
    policy_version: '2025-01-15',
    confirmed_at: null,
    confirmation_requested_at: expect.any(Date),
  });
  const queued = await pglite.db.query('select kind from public.newsletter_outbox');
  expect(queued.rows).toEqual([{ kind: 'confirm' }]);
  expect(mockAfter).toHaveBeenCalledTimes(1);
});

test('treats an address differing only in letter case as the same subscriber', async () => {
  await submitAs('10.0.0.2', 'sam@example.org');
  const again = await submitAs('10.0.0.2', 'SAM@Example.ORG');
  expect(again).toEqual({ status: 'error', message: duplicateMessage, email: 'SAM@Example.ORG' });
  expect(await storedEmails()).toEqual(['sam@example.org']);
});

test('rejects empty, malformed and over-long input before touching the database', async () => {
  await expect(submitAs('10.0.0.3', '   ')).resolves.toMatchObject({ status: 'error', message: NEWSLETTER_MESSAGES.emptyEmail });
  await expect(submitAs('10.0.0.3', 'jane@localhost')).resolves.toMatchObject({ status: 'error', message: NEWSLETTER_MESSAGES.invalidEmail });
  const tooLong = `${'a'.repeat(245)}@example.com`;
  await expect(submitAs('10.0.0.3', tooLong)).resolves.toMatchObject({ status: 'error', message: NEWSLETTER_MESSAGES.invalidEmail });
  expect(await storedEmails()).toEqual([]);
});

test('stores composed and decomposed spellings of one address once, with the domain in punycode', async () => {
  const composed = 'zoe@caf\u00e9.example';
  const decomposed = 'zoe@cafe\u0301.example';
  await expect(submitAs('10.0.0.8', composed)).resolves.toMatchObject({ status: 'success' });
  await expect(submitAs('10.0.0.8', decomposed)).resolves.toEqual({ status: 'error', message: duplicateMessage, email: decomposed });
  await expect(submitAs('10.0.0.8', 'ZOE@CAF\u00c9.EXAMPLE')).resolves.toMatchObject({ message: duplicateMessage });
  expect(await storedEmails()).toEqual(['zoe@xn--caf-dma.example']);
});

test('refuses the addresses of issue #9 and stores none of them', async () => {
  for (const email of ['<script>alert(1)</script>@x.com', '=HYPERLINK("http://evil.example")@x.co', '+1@example.com', '-1@example.com', '@x@example.com']) {
    await expect(submitAs('10.0.0.9', email)).resolves.toMatchObject({ status: 'error', message: NEWSLETTER_MESSAGES.invalidEmail });
    await expect(asAnon((tx) => tx.query("select public.newsletter_subscribe($1, 'footer', '2025-01-15')", [email]))).rejects.toMatchObject({
      code: '23514',
      constraint: 'subscribers_email_deliverable',
    });
  }
  expect(await storedEmails()).toEqual([]);
});

test('answers a filled honeypot with success and stores nothing', async () => {
  await expect(submitAs('10.0.0.4', 'bot@example.com', 'https://spam.example')).resolves.toMatchObject({ status: 'success' });
  expect(await storedEmails()).toEqual([]);
});

test('allows five subscriptions a minute per client, then says so; other clients are unaffected', async () => {
  for (let i = 0; i < 5; i += 1) {
    await expect(submitAs('10.0.0.5', `reader${i}@example.com`)).resolves.toMatchObject({ status: 'success' });
  }
  await expect(submitAs('10.0.0.5', 'reader5@example.com')).resolves.toMatchObject({ status: 'error', message: NEWSLETTER_MESSAGES.rateLimited });
  await expect(submitAs('10.0.0.6', 'reader5@example.com')).resolves.toMatchObject({ status: 'success' });
  expect(await storedEmails()).toHaveLength(6);
});

test('200 concurrent submissions with 50 duplicates store exactly 150 rows and give 50 duplicate messages', async () => {
  const unique = Array.from({ length: 150 }, (_, i) => `load${i}@example.com`);
  // Every third of the first 150 is sent again, upper-cased, from another client.
  const duplicates = unique.filter((_, i) => i % 3 === 0).map((email) => email.toUpperCase());
  expect(duplicates).toHaveLength(50);
  const submissions = [...unique, ...duplicates].map((email, i) => submitAs(`10.1.${Math.floor(i / 250)}.${i % 250}`, email));

  const states = await Promise.all(submissions);

  const count = (message: string) => states.filter((state) => state.message === message).length;
  expect(states.filter((state) => state.message.startsWith(NEWSLETTER_MESSAGES.success))).toHaveLength(150);
  expect(count(duplicateMessage)).toBe(50);
  const rows = await pglite.db.query<{ n: number }>('select count(*)::int as n from public.subscribers');
  expect(rows.rows[0]?.n).toBe(150);
});

test('refuses a data folder another live process holds, and does not remember the refusal', async () => {
  const busyDir = path.join(dataDir, '..', `${path.basename(dataDir)}-busy`);
  try {
    // The parent process (the test runner) is certainly alive.
    writeFileSync(`${busyDir}.lock`, String(process.ppid));
    await expect(openSubscriberDatabase(busyDir)).rejects.toThrow(`in use by process ${process.ppid}`);
    writeFileSync(`${busyDir}.lock`, '1');
    await expect(openSubscriberDatabase(busyDir)).rejects.toThrow('in use by process 1');
  } finally {
    rmSync(`${busyDir}.lock`, { force: true });
    rmSync(busyDir, { recursive: true, force: true });
  }
});

describe('row-level security for the anon role', () => {
  beforeEach(async () => {
    await submitAs('10.0.0.7', 'private@example.com');
  });

  test('anon cannot insert, read, update or delete rows directly: only the newsletter functions reach the table', async () => {
    await expect(asAnon((tx) => tx.query("insert into public.subscribers (email) values ('new@example.com')"))).rejects.toMatchObject({ code: '42501' });
    await expect(asAnon((tx) => tx.query('select * from public.subscribers'))).rejects.toMatchObject({ code: '42501' });
    await expect(asAnon((tx) => tx.query("update public.subscribers set email = 'x@example.com'"))).rejects.toMatchObject({ code: '42501' });
    await expect(asAnon((tx) => tx.query('delete from public.subscribers'))).rejects.toMatchObject({ code: '42501' });
    expect(await storedEmails()).toEqual(['private@example.com']);
  });

  test('even with table privileges granted, row-level security shows anon no rows and lets it change none', async () => {
    // Supabase grants anon full privileges on new tables by default; RLS must hold on its own.
    await pglite.db.exec('grant select, update, delete on public.subscribers to anon');
    try {
      const seen = await asAnon((tx) => tx.query('select * from public.subscribers'));
      expect(seen.rows).toEqual([]);
      const updated = await asAnon((tx) => tx.query("update public.subscribers set email = 'x@example.com'"));
      const deleted = await asAnon((tx) => tx.query('delete from public.subscribers'));
      expect(updated.affectedRows).toBe(0);
      expect(deleted.affectedRows).toBe(0);
      expect(await storedEmails()).toEqual(['private@example.com']);
    } finally {
      await pglite.db.exec('revoke select, update, delete on public.subscribers from anon');
    }
  });

  test('the check constraints back up the form: shape and length are enforced in the database', async () => {
    const signUp = (email: string) => asAnon((tx) => tx.query("select public.newsletter_subscribe($1, 'footer', '2025-01-15')", [email]));
    await expect(signUp('no spaces@example.com')).rejects.toMatchObject({ code: '23514' });
    await expect(signUp(`${'a'.repeat(243)}@example.com`)).rejects.toMatchObject({ code: '23514' });
    await expect(asAnon((tx) => tx.query("select public.newsletter_subscribe('ok@example.com', 'sidebar', '2025-01-15')"))).rejects.toMatchObject({
      code: '23514',
      constraint: 'subscribers_source',
    });
  });
});
