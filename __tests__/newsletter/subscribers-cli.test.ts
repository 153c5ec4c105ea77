/** @jest-environment node */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { listLookupAddress } from '@/lib/newsletter/list-lookup';
import { closeSubscriberDatabases } from '@/lib/newsletter/pglite-database';
import { unsubscribeByName } from '@/lib/newsletter/unsubscribe-by-name';
import { setUpPgliteTestDatabase } from '../support/pglite-test-database';

jest.setTimeout(120_000);

/*
 * `npm run subscribers` as the firm runs it, against the embedded store: the CSV `export` prints gives each confirmed
 * reader unsubscribe links on the live site, which work; `unsubscribe` removes a reader who asked by e-mail.
 */

const pglite = setUpPgliteTestDatabase('newsletter-cli-');
const run = promisify(execFile);
const cli = (...args: string[]) =>
  run(process.execPath, [path.join('scripts', 'subscribers.mjs'), ...args], {
    env: { ...process.env, NODE_ENV: 'production', NEWSLETTER_STORE: 'pglite', NEWSLETTER_PGLITE_DIR: pglite.dataDir, NEWSLETTER_LINK_ORIGIN: '', NEXT_PUBLIC_SITE_URL: 'https://www.platterivercg.com' },
  });

test('the export prints each confirmed reader with working unsubscribe links on the live site', async () => {
  for (const email of ['reader@example.com', 'waiting@example.com']) await pglite.store.signUp({ email, source: 'footer', policyVersion: '2025-01-15' });
  await pglite.db.exec("update public.subscribers set status = 'confirmed', confirmed_at = now() where email = 'reader@example.com'");
  // The command opens the folder in a process of its own: one process per folder.
  await closeSubscriberDatabases();

  const { stdout } = await cli('export');
  const [header, ...rows] = stdout.trimEnd().split('\r\n');
  expect(header).toBe('email,confirmed_at,source,unsubscribe_url,one_click_unsubscribe_url');
  expect(rows).toHaveLength(1);
  const [email, confirmedAt, source, unsubscribeUrl, oneClickUrl] = rows[0]!.split(',');
  expect([email, source]).toEqual(['reader@example.com', 'footer']);
  expect(Number.isNaN(Date.parse(confirmedAt!))).toBe(false);
  const token = new URL(unsubscribeUrl!).searchParams.get('token')!;
  expect(unsubscribeUrl).toBe(`https://www.platterivercg.com/newsletter/unsubscribe?token=${token}`);
  expect(oneClickUrl).toBe(`https://www.platterivercg.com/newsletter/unsubscribe/one-click?token=${token}`);

  // Back in this process: the link's token is one the store issued for that reader.
  const { openSubscriberDatabase } = await import('@/lib/newsletter/pglite-database');
  await openSubscriberDatabase(pglite.dataDir);
  await expect(pglite.store.unsubscribe(token)).resolves.toBe('unsubscribed');
});

test('unsubscribe removes a reader who asked by e-mail, in any spelling of the address, and says what it did', async () => {
  await pglite.store.signUp({ email: 'writer@xn--exmple-cua.com', source: 'footer', policyVersion: '2025-01-15' });
  await pglite.db.exec("update public.subscribers set status = 'confirmed', confirmed_at = now()");
  await closeSubscriberDatabases();

  // As the reader's From line may spell it: other letter case, spaces, the domain in Unicode.
  await expect(cli('unsubscribe', ' Writer@Exämple.com ')).resolves.toMatchObject({ stdout: expect.stringMatching(/^writer@xn--exmple-cua\.com: unsubscribed/i) });
  // A value with no address in it is a usage error, before any store is opened.
  await expect(cli('unsubscribe', 'not an address')).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('Not an e-mail address') });

  // The command's other answers, in this process: each run of the command opens the database afresh (seconds each).
  const { openSubscriberDatabase } = await import('@/lib/newsletter/pglite-database');
  await openSubscriberDatabase(pglite.dataDir);
  const unsubscribe = (value: string) => unsubscribeByName(pglite.store.admin!, listLookupAddress(value)!);
  await expect(unsubscribe('writer@exämple.com')).resolves.toEqual({ line: expect.stringContaining('already unsubscribed'), exitCode: 0 });
  // An address never on the list fails, so the firm looks again rather than tell the reader it is done.
  await expect(unsubscribe('someone@example.com')).resolves.toEqual({ line: expect.stringContaining('not on the list'), exitCode: 1 });
  await expect(pglite.store.admin!.stats()).resolves.toContainEqual({ state: 'unsubscribed', count: 1 });
  await expect(pglite.store.admin!.exportConfirmed()).resolves.toEqual([]);
});

test('unsubscribe also removes an address stored under the earlier, looser rule, which the export still mails', async () => {
  // As the deliverable-address migration leaves a database whose older rows fail today's rule: the check NOT VALID.
  const { rows } = await pglite.db.query<{ definition: string }>(
    "select pg_get_constraintdef(oid) as definition from pg_constraint where conname = 'subscribers_email_deliverable'",
  );
  await pglite.db.exec('alter table public.subscribers drop constraint subscribers_email_deliverable');
  await pglite.db.exec("insert into public.subscribers (email, status, confirmed_at) values ('-legacy@example.com', 'confirmed', now())");
  await pglite.db.exec(`alter table public.subscribers add constraint subscribers_email_deliverable ${rows[0]!.definition} not valid`);
  await expect(pglite.store.admin!.exportConfirmed()).resolves.toMatchObject([{ email: '-legacy@example.com' }]);

  const address = listLookupAddress(' -Legacy@Example.com ')!;
  await expect(unsubscribeByName(pglite.store.admin!, address)).resolves.toEqual({ line: expect.stringMatching(/^-legacy@example\.com: unsubscribed/i), exitCode: 0 });
  await expect(pglite.store.admin!.exportConfirmed()).resolves.toEqual([]);
});
