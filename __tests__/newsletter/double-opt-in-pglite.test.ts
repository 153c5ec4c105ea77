/** @jest-environment node */
import { createHash } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { deadlineInWords, type ComposedMail } from '@/lib/newsletter/mail/compose';
import { confirmDeadline, deliverQueuedMail, retryDelaySeconds } from '@/lib/newsletter/mail/deliver';
import { mailingList } from '@/lib/newsletter/mailing-list';
import type { Mailer } from '@/lib/newsletter/mail/transport';
import { createRateLimiter } from '@/lib/newsletter/rate-limiter';
import { hashToken, isTokenShaped, newToken, PENDING_DAYS, TOKEN_VALID_SECONDS } from '@/lib/newsletter/tokens';
import { setUpPgliteTestDatabase } from '../support/pglite-test-database';
import { siteConfig } from '@/content/site-config';

jest.setTimeout(120_000);

/*
 * The double opt-in on the embedded database with the real migrations: sign-up, the queued e-mail,
 * its links, confirmation, unsubscription, expiry and the clean-up, through the same functions and
 * roles as on Supabase (anon for the form and the links, service_role for the jobs).
 */

const pglite = setUpPgliteTestDatabase('newsletter-opt-in-');
const { store } = pglite;
const admin = store.admin!;
const ORIGIN = 'https://news.example';

type Tx = Parameters<Parameters<PGlite['transaction']>[0]>[0];
const as = <T>(role: string, work: (tx: Tx) => Promise<T>) =>
  pglite.db.transaction(async (tx) => {
    await tx.exec(`set local role ${role}`);
    return work(tx);
  });

const signUp = (email: string, source: 'footer' | 'insights' = 'footer') => store.signUp({ email, source, policyVersion: '2025-01-15' });

/** A mailer that keeps what it is given, or fails when told to. */
function recordingMailer() {
  const sent: ComposedMail[] = [];
  const mailer: Mailer & { sent: ComposedMail[]; failWith?: Error } = {
    description: 'recording',
    sent,
    async send(mail) {
      if (mailer.failWith) throw mailer.failWith;
      sent.push(mail);
      return {};
    },
  };
  return mailer;
}

const logger = () => ({ info: jest.fn(), error: jest.fn() });

async function deliver(mailer = recordingMailer(), log = logger()) {
  const result = await deliverQueuedMail({ admin, mailer, linkOrigin: ORIGIN, warnings: createRateLimiter({ limit: 1, windowMs: 60_000 }), logger: log });
  return { ...result, mailer, log };
}

/** The tokens in a message's links, as a reader's mail program would see them. */
function linksIn(mail: ComposedMail) {
  const token = (path: string) => new RegExp(`${ORIGIN}${path}\\?token=([A-Za-z0-9_-]{43})`).exec(mail.text)?.[1];
  const oneClick = mail.list.unsubscribe[0]![0]!;
  return { confirm: token('/newsletter/confirm')!, unsubscribe: token('/newsletter/unsubscribe')!, oneClick: new URL(oneClick).searchParams.get('token')! };
}

async function row(email: string) {
  const result = await pglite.db.query<{ status: string; confirmed_at: Date | null; source: string }>('select status, confirmed_at, source from public.subscribers where lower(email) = lower($1)', [email]);
  return result.rows[0];
}

async function signUpAndDeliver(email: string) {
  await expect(signUp(email)).resolves.toEqual({ status: 'created' });
  const { mailer } = await deliver();
  expect(mailer.sent).toHaveLength(1);
  return linksIn(mailer.sent[0]!);
}

describe('tokens', () => {
  test('are 256 random bits in base64url, stored only as their SHA-256, which the database computes the same way', async () => {
    const token = newToken();
    expect(isTokenShaped(token)).toBe(true);
    expect(newToken()).not.toBe(token);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    const inDatabase = await pglite.db.query<{ hash: string }>('select public.newsletter_sha256($1) as hash', [token]);
    expect(inDatabase.rows[0]?.hash).toBe(hashToken(token));
    expect(isTokenShaped(`${token}x`)).toBe(false);
    expect(isTokenShaped("' or 1=1 --")).toBe(false);
  });

  test('a confirmation link lives as long as a pending address; an unsubscribe link a year', () => {
    expect(PENDING_DAYS).toBe(7);
    expect(TOKEN_VALID_SECONDS).toEqual({ confirm: 7 * 86_400, unsubscribe: 365 * 86_400 });
  });
});

describe('the confirmation e-mail', () => {
  test('is queued at sign-up and sent with fresh links; the store keeps only their hashes and no address in the queue', async () => {
    const links = await signUpAndDeliver('jane@example.com');
    const stored = await pglite.db.query<{ token_hash: string; purpose: string }>('select token_hash, purpose from public.newsletter_tokens order by purpose');
    expect(stored.rows).toEqual([
      { token_hash: hashToken(links.confirm), purpose: 'confirm' },
      { token_hash: hashToken(links.unsubscribe), purpose: 'unsubscribe' },
    ]);
    expect(JSON.stringify(stored.rows)).not.toContain(links.confirm);
    // Sent: nothing left in the queue.
    expect((await pglite.db.query('select * from public.newsletter_outbox')).rows).toEqual([]);
    expect(links.oneClick).toBe(links.unsubscribe);
  });

  test('is plain HTML with a text part, from the site address, with RFC 8058 one-click headers', async () => {
    await signUp('sam@example.org');
    const { mailer } = await deliver();
    const mail = mailer.sent[0]!;
    expect(mail.from).toEqual({ name: siteConfig.name, address: siteConfig.email });
    expect(mail.to).toEqual({ name: '', address: 'sam@example.org' });
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.list.unsubscribe).toEqual([[expect.stringMatching(/^https:\/\/news\.example\/newsletter\/unsubscribe\/one-click\?token=[\w-]{43}$/), `mailto:${siteConfig.email}?subject=unsubscribe`]]);
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
    expect(mail.html).toContain('Confirm my subscription</a>');
    expect(mail.text).toContain(`${ORIGIN}/newsletter/confirm?token=`);
    expect(mail.text).toContain(`${ORIGIN}/newsletter/unsubscribe?token=`);
  });

  test('written to an outbox, is logged with its file, and with its link only outside production (a shipped log never holds a working token)', async () => {
    const outboxMailer = (location: string) => Object.assign(recordingMailer(), { send: async () => ({ location }) });
    await signUp('dev@example.org');
    const inDevelopment = await deliver(outboxMailer('/outbox/1.eml'));
    expect(inDevelopment.log.info).toHaveBeenCalledWith(expect.stringMatching(/written to \/outbox\/1\.eml; confirm at https:\/\/news\.example\/newsletter\/confirm\?token=[\w-]{43}$/));

    await signUp('prod@example.org');
    const env = process.env as Record<string, string | undefined>;
    const saved = env.NODE_ENV;
    env.NODE_ENV = 'production';
    try {
      const inProduction = await deliver(outboxMailer('/outbox/2.eml'));
      expect(inProduction.log.info).toHaveBeenCalledWith('[newsletter] confirmation e-mail written to /outbox/2.eml');
      expect(JSON.stringify(inProduction.log.info.mock.calls)).not.toContain('token=');
    } finally {
      env.NODE_ENV = saved;
    }
  });

  test('sent late, it gives its address’s own deadline, 7 days after the request, and its link works until then: no longer', async () => {
    await signUp('late.mail@example.com');
    // Its first attempts failed (an SMTP outage; on Vercel the next attempt can be the next day's cron run).
    await pglite.db.exec("update public.subscribers set created_at = now() - interval '2 days'");
    const { mailer } = await deliver();
    const { rows } = await pglite.db.query<{ deadline: Date; expires_at: Date }>(
      `select s.created_at + interval '${PENDING_DAYS} days' as deadline, t.expires_at
         from public.subscribers s join public.newsletter_tokens t on t.subscriber_id = s.id and t.purpose = 'confirm'`,
    );
    const { deadline, expires_at: expiresAt } = rows[0]!;
    // The clean-up deletes the address once its 7 days are over, so a link that said "7 days" from now would lie.
    expect(Math.abs(expiresAt.getTime() - deadline.getTime())).toBeLessThan(5_000);
    expect(mailer.sent[0]!.text).toContain(`open this link and press the button on the page it opens, by ${deadlineInWords(deadline)}:`);
  });

  test('its link ends at its address’s deadline, or sooner where NEWSLETTER_CONFIRM_LINK_HOURS says so', () => {
    const now = Date.parse('2026-11-28T12:00:00Z');
    const hour = 3_600_000;
    expect(confirmDeadline(new Date(now - hour), TOKEN_VALID_SECONDS.confirm, now)).toBe(now - hour + PENDING_DAYS * 24 * hour);
    expect(confirmDeadline(new Date(now - hour), 2 * 3_600, now)).toBe(now + 2 * hour);
    expect(confirmDeadline(new Date(now - 6 * 24 * hour), 2 * 86_400, now)).toBe(now + 24 * hour);
    // A Supabase database not yet migrated sends no requested_at (new Date(undefined)): the lifetime, not NaN for every message.
    expect(confirmDeadline(new Date(Number.NaN), 2 * 3_600, now)).toBe(now + 2 * hour);
  });

  test('is not sent once its address’s 7 days are over (the link could not work), and leaves the queue', async () => {
    await signUp('too.late@example.com');
    await pglite.db.exec(`update public.subscribers set created_at = now() - interval '${PENDING_DAYS} days 1 minute'`);
    const result = await deliver();
    expect(result).toMatchObject({ sent: 0, failed: 0, expired: 1 });
    expect(result.mailer.sent).toEqual([]);
    expect((await pglite.db.query('select * from public.newsletter_outbox')).rows).toEqual([]);
  });

  test('that cannot go out stays queued, is retried later, and the failure is logged with the address masked', async () => {
    await signUp('retry.me@example.com');
    const mailer = recordingMailer();
    mailer.failWith = new Error('connect ECONNREFUSED for retry.me@example.com');
    const first = await deliver(mailer);
    expect(first).toMatchObject({ sent: 0, failed: 1 });
    expect(first.log.error).toHaveBeenCalledWith('[newsletter] e-mail not sent; it stays queued', {
      email: 'r***@e***.com',
      attempts: 1,
      error: 'Error: connect ECONNREFUSED for r***@e***.com',
    });
    const queued = await pglite.db.query<{ attempts: number; wait: number }>(
      'select attempts, extract(epoch from next_attempt_at - now())::int as wait from public.newsletter_outbox',
    );
    expect(queued.rows).toEqual([{ attempts: 1, wait: expect.any(Number) }]);
    expect(queued.rows[0]!.wait).toBeGreaterThan(50);
    // Not due yet: nothing is taken.
    expect(await deliver()).toMatchObject({ sent: 0, failed: 0 });
    await pglite.db.exec('update public.newsletter_outbox set next_attempt_at = now()');
    mailer.failWith = undefined;
    expect(await deliver(mailer)).toMatchObject({ sent: 1, failed: 0 });
    expect(retryDelaySeconds(1)).toBe(60);
    expect(retryDelaySeconds(4)).toBe(480);
    expect(retryDelaySeconds(30)).toBe(6 * 3_600);
  });

  test('a pending address signing up again is answered as a duplicate and mailed again at most once an hour', async () => {
    await signUpAndDeliver('again@example.com');
    await expect(signUp('AGAIN@example.com')).resolves.toEqual({ status: 'pending' });
    expect((await deliver()).sent).toBe(0);
    await pglite.db.exec("update public.subscribers set confirmation_requested_at = now() - interval '61 minutes'");
    await expect(signUp('again@example.com')).resolves.toEqual({ status: 'resent' });
    await expect(signUp('again@example.com')).resolves.toEqual({ status: 'pending' });
    expect((await deliver()).sent).toBe(1);
  });

  test('signing up again restarts the 7 days and records that request, so the new e-mail’s link lasts as long as the address', async () => {
    await signUpAndDeliver('late-again@example.com');
    await pglite.db.exec(
      `update public.subscribers set created_at = now() - interval '${PENDING_DAYS - 1} days', confirmation_requested_at = now() - interval '${PENDING_DAYS - 1} days'`,
    );
    await expect(store.signUp({ email: 'late-again@example.com', source: 'insights', policyVersion: '2026-11-27' })).resolves.toEqual({ status: 'resent' });
    const { rows } = await pglite.db.query<{ status: string; source: string; policy_version: string; age_seconds: number }>(
      "select status, source, policy_version, extract(epoch from now() - created_at)::int as age_seconds from public.subscribers where email = 'late-again@example.com'",
    );
    expect(rows).toEqual([{ status: 'pending', source: 'insights', policy_version: '2026-11-27', age_seconds: expect.any(Number) }]);
    expect(rows[0]!.age_seconds).toBeLessThan(60);
    // Two days on, the first request's 7 days are over, but not the second's.
    await pglite.db.exec("update public.subscribers set created_at = created_at - interval '2 days'");
    await expect(admin.cleanup(PENDING_DAYS)).resolves.toMatchObject({ expiredPending: 0 });
  });
});

describe('state transitions', () => {
  test('pending → confirmed → unsubscribed, each link once; the note kept is a hash of the address', async () => {
    const links = await signUpAndDeliver('reader@example.com');
    expect(await row('reader@example.com')).toMatchObject({ status: 'pending', confirmed_at: null });
    await expect(store.tokenStatus(links.confirm, 'unsubscribe')).resolves.toBe('invalid');
    await expect(store.unsubscribe(links.confirm)).resolves.toBe('invalid');

    await expect(store.confirm(links.confirm)).resolves.toBe('confirmed');
    expect(await row('reader@example.com')).toMatchObject({ status: 'confirmed', confirmed_at: expect.any(Date), source: 'footer' });
    await expect(store.confirm(links.confirm)).resolves.toBe('used');
    await expect(signUp('reader@example.com')).resolves.toEqual({ status: 'confirmed' });
    await expect(admin.exportConfirmed()).resolves.toEqual([{ subscriberId: expect.any(Number), email: 'reader@example.com', confirmedAt: expect.any(Date), source: 'footer' }]);

    await expect(store.tokenStatus(links.unsubscribe, 'unsubscribe')).resolves.toBe('valid');
    await expect(store.unsubscribe(links.unsubscribe)).resolves.toBe('unsubscribed');
    expect(await row('reader@example.com')).toBeUndefined();
    await expect(store.unsubscribe(links.unsubscribe)).resolves.toBe('used');
    await expect(store.tokenStatus(links.unsubscribe, 'unsubscribe')).resolves.toBe('used');
    const notes = await pglite.db.query('select * from public.newsletter_unsubscribes');
    expect(notes.rows).toEqual([{ email_hash: hashToken('reader@example.com'), unsubscribed_at: expect.any(Date) }]);
    expect(await admin.stats()).toEqual([
      { state: 'confirmed', count: 0 },
      { state: 'pending', count: 0 },
      { state: 'unsubscribed', count: 1 },
      { state: 'queued e-mails', count: 0 },
    ]);

    // Subscribing again starts over, and confirming it removes the note.
    await signUpAndDeliver('reader@example.com').then((again) => store.confirm(again.confirm));
    expect((await pglite.db.query('select * from public.newsletter_unsubscribes')).rows).toEqual([]);
  });

  test('a pending address can leave too, before confirming', async () => {
    const links = await signUpAndDeliver('early@example.com');
    await expect(store.unsubscribe(links.unsubscribe)).resolves.toBe('unsubscribed');
    // Its confirmation link no longer works; it never confirmed anything, so it is not 'used'.
    await expect(store.tokenStatus(links.confirm, 'confirm')).resolves.toBe('expired');
    await expect(store.confirm(links.confirm)).resolves.toBe('expired');
    await expect(store.unsubscribe(links.unsubscribe)).resolves.toBe('used');
    expect(await row('early@example.com')).toBeUndefined();
  });

  test('the firm can unsubscribe an address by name (a reader who wrote to the mailto: address), as the link would', async () => {
    const links = await signUpAndDeliver('asker@example.com');
    await store.confirm(links.confirm);
    await signUp('waiting@example.com');
    // Any letter case: one subscriber per address.
    await expect(admin.unsubscribeAddress('Asker@Example.com')).resolves.toBe('unsubscribed');
    expect(await row('asker@example.com')).toBeUndefined();
    const notes = await pglite.db.query('select * from public.newsletter_unsubscribes');
    expect(notes.rows).toEqual([{ email_hash: hashToken('asker@example.com'), unsubscribed_at: expect.any(Date) }]);
    // The e-mail's own links now say it has left.
    await expect(store.unsubscribe(links.unsubscribe)).resolves.toBe('used');
    await expect(admin.unsubscribeAddress('asker@example.com')).resolves.toBe('already-unsubscribed');
    await expect(admin.unsubscribeAddress('stranger@example.com')).resolves.toBe('not-found');
    // A pending address goes with its queued confirmation e-mail.
    await expect(admin.unsubscribeAddress('waiting@example.com')).resolves.toBe('unsubscribed');
    expect((await pglite.db.query('select * from public.newsletter_outbox')).rows).toEqual([]);
    expect(await admin.stats()).toEqual([
      { state: 'confirmed', count: 0 },
      { state: 'pending', count: 0 },
      { state: 'unsubscribed', count: 2 },
      { state: 'queued e-mails', count: 0 },
    ]);
  });

  test('an expired link changes nothing and says so', async () => {
    const links = await signUpAndDeliver('late@example.com');
    await pglite.db.exec("update public.newsletter_tokens set expires_at = now() - interval '1 second'");
    await expect(store.confirm(links.confirm)).resolves.toBe('expired');
    await expect(store.tokenStatus(links.unsubscribe, 'unsubscribe')).resolves.toBe('expired');
    await expect(store.unsubscribe(links.unsubscribe)).resolves.toBe('expired');
    expect(await row('late@example.com')).toMatchObject({ status: 'pending' });
  });

  test('pending → expired: the clean-up deletes addresses unconfirmed after 7 days, with their queue and links', async () => {
    const stale = await signUpAndDeliver('stale@example.com');
    await signUpAndDeliver('fresh@example.com').then((links) => store.confirm(links.confirm));
    await signUp('recent@example.com');
    await pglite.db.exec(`update public.subscribers set created_at = now() - interval '${PENDING_DAYS} days 1 minute'`);
    await expect(admin.cleanup(PENDING_DAYS)).resolves.toEqual({ expiredPending: 2, expiredTokens: 0 });
    const left = await pglite.db.query<{ email: string }>('select email from public.subscribers');
    expect(left.rows).toEqual([{ email: 'fresh@example.com' }]);
    expect((await pglite.db.query('select * from public.newsletter_outbox')).rows).toEqual([]);
    // Its link, though within its own 7 days, says it has run out (not that it was used: nothing was confirmed).
    await expect(store.tokenStatus(stale.confirm, 'confirm')).resolves.toBe('expired');
    await expect(store.confirm(stale.confirm)).resolves.toBe('expired');
    await pglite.db.exec("update public.newsletter_tokens set expires_at = now() - interval '31 days'");
    await expect(admin.cleanup(PENDING_DAYS)).resolves.toEqual({ expiredPending: 0, expiredTokens: 4 });
  });

  test.each([
    ['began', 'an hour short'],
    ['ended', 'an hour over'],
  ])('the clean-up counts 7 × 24 hours where the database keeps a zone whose summer time %s this week (7 days there were %s)', async (change) => {
    // A POSIX zone whose summer time changes 3 days ago (Jn: day n of the year), and back 100 days from then.
    const dayOfYear = (daysAgo: number) => {
      const day = new Date(Date.now() - daysAgo * 86_400_000);
      return ((Math.floor((day.getTime() - Date.UTC(day.getUTCFullYear(), 0, 1)) / 86_400_000) % 365) + 365) % 365 + 1;
    };
    const [start, end] = change === 'began' ? [dayOfYear(3), dayOfYear(-97)] : [dayOfYear(103), dayOfYear(3)];
    await signUp('inside@example.com');
    await signUp('outside@example.com');
    // Half an hour either side of the deadline the e-mail states: 7 × 24 hours after the address was entered.
    await pglite.db.exec(`update public.subscribers set created_at = now() - interval '${PENDING_DAYS * 24} hours' + interval '30 minutes' where email = 'inside@example.com'`);
    await pglite.db.exec(`update public.subscribers set created_at = now() - interval '${PENDING_DAYS * 24} hours' - interval '30 minutes' where email = 'outside@example.com'`);
    await pglite.db.exec(`set timezone = 'XST7XDT,J${start}/2,J${end}/2'`);
    try {
      await expect(admin.cleanup(PENDING_DAYS)).resolves.toMatchObject({ expiredPending: 1 });
    } finally {
      await pglite.db.exec('set timezone = UTC');
    }
    expect(await row('inside@example.com')).toMatchObject({ status: 'pending' });
    expect(await row('outside@example.com')).toBeUndefined();
  });

  test('concurrent sign-ups of one address store it once and queue one e-mail', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => signUp(i % 2 ? 'Twin@Example.com' : 'twin@example.com')));
    expect(results.filter((result) => result.status === 'created')).toHaveLength(1);
    expect((await pglite.db.query('select * from public.newsletter_outbox')).rows).toHaveLength(1);
  });
});

describe('what the anon role can do (the public key on Supabase)', () => {
  const ANON_FUNCTIONS = ['newsletter_confirm', 'newsletter_rate_limit', 'newsletter_subscribe', 'newsletter_token_status', 'newsletter_unsubscribe'];

  test('execute exactly the five narrow functions, nothing that reads addresses', async () => {
    const granted = await pglite.db.query<{ proname: string }>(
      "select proname from pg_proc where pronamespace = 'public'::regnamespace and proname like 'newsletter_%' and has_function_privilege('anon', oid, 'execute') order by proname",
    );
    expect(granted.rows.map((r) => r.proname)).toEqual(ANON_FUNCTIONS);
    for (const call of [
      'newsletter_claim_mail(10)',
      'newsletter_export()',
      'newsletter_stats()',
      'newsletter_cleanup(7)',
      "newsletter_sha256('x')",
      "newsletter_issue_token(1, 'confirm', repeat('a', 64), 60)",
      "newsletter_issue_tokens(array[1]::bigint[], 'unsubscribe', array[repeat('a', 64)], 60)",
      'newsletter_mail_sent(1)',
      "newsletter_unsubscribe_address('jane@example.com')",
    ]) {
      await expect(as('anon', (tx) => tx.query(`select * from public.${call}`))).rejects.toMatchObject({ code: '42501' });
    }
  });

  test('read, change or delete none of the newsletter tables directly', async () => {
    await signUpAndDeliver('hidden@example.com');
    for (const table of ['subscribers', 'newsletter_tokens', 'newsletter_outbox', 'newsletter_unsubscribes', 'newsletter_rate_limits', 'newsletter_rate_limit_salts']) {
      await expect(as('anon', (tx) => tx.query(`select * from public.${table}`))).rejects.toMatchObject({ code: '42501' });
      await expect(as('anon', (tx) => tx.query(`delete from public.${table}`))).rejects.toMatchObject({ code: '42501' });
    }
    await expect(as('anon', (tx) => tx.query("update public.newsletter_tokens set used_at = null"))).rejects.toMatchObject({ code: '42501' });
  });

  test('the functions act only on the row whose token matches: a guessed token or the hash itself does nothing', async () => {
    const links = await signUpAndDeliver('target@example.com');
    for (const guess of [newToken(), hashToken(links.confirm), '', '%', links.confirm.slice(0, 42)]) {
      await expect(as('anon', (tx) => tx.query('select public.newsletter_confirm($1) as r', [guess]))).resolves.toMatchObject({ rows: [{ r: 'invalid' }] });
      await expect(as('anon', (tx) => tx.query('select public.newsletter_unsubscribe($1) as r', [guess]))).resolves.toMatchObject({ rows: [{ r: 'invalid' }] });
    }
    expect(await row('target@example.com')).toMatchObject({ status: 'pending' });
    await expect(as('anon', (tx) => tx.query('select public.newsletter_confirm($1) as r', [links.confirm]))).resolves.toMatchObject({ rows: [{ r: 'confirmed' }] });
  });

  test('the shared rate limit counts per key and window, and refuses a call with too many keys', async () => {
    const hit = (key: string) => store.rateLimit([{ key, limit: 2, windowSeconds: 60 }, { key: 'overall-test', limit: 4, windowSeconds: 60 }]);
    expect([await hit('a'), await hit('a'), await hit('a')]).toEqual([true, true, false]);
    // 'b' is new, but the overall count (4) is reached on its second hit.
    expect([await hit('b'), await hit('b'), await hit('b')]).toEqual([true, false, false]);
    const many = Array.from({ length: 9 }, (_, i) => ({ key: `k${i}`, limit: 1, windowSeconds: 60 }));
    await expect(store.rateLimit(many)).rejects.toMatchObject({ code: 'P0001' });
  });

  test("a window that does not divide a day is refused: one day's salt must cover the whole window", async () => {
    await expect(store.rateLimit([{ key: 'a', limit: 1, windowSeconds: 7 * 60 }])).rejects.toMatchObject({ code: 'P0001' });
    await expect(store.rateLimit([{ key: 'a', limit: 1, windowSeconds: 0 }])).rejects.toMatchObject({ code: 'P0001' });
  });
});

describe('the rate-limit counts (the privacy policy: "only as one-way hashes", deleted within two days)', () => {
  const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
  const CLIENT_KEY = `client:${sha256('203.0.113.7')}`;
  const hitAsClient = () => store.rateLimit([{ key: CLIENT_KEY, limit: 5, windowSeconds: 60 }]);
  const storedKeys = async () => (await pglite.db.query<{ key: string; hits: number }>('select key, hits from public.newsletter_rate_limits order by key')).rows;
  const salts = async () => (await pglite.db.query<{ day: string; salt: string }>("select day::text, salt from public.newsletter_rate_limit_salts order by day")).rows;

  test('are stored under a salted hash, neither the key the server sent nor its plain SHA-256', async () => {
    await hitAsClient();
    await hitAsClient();
    const [only, ...others] = await storedKeys();
    expect(others).toEqual([]);
    expect(only).toEqual({ key: expect.stringMatching(/^[0-9a-f]{64}$/), hits: 2 });
    expect([CLIENT_KEY, sha256(CLIENT_KEY)]).not.toContain(only!.key);
    const [salt] = await salts();
    expect(salt!.salt).toMatch(/^(?:[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}){2}$/);
    expect(only!.key).toBe(sha256(salt!.salt + CLIENT_KEY));
  });

  test("a new day's salt replaces the last: the same client is then counted under a hash unrelated to yesterday's", async () => {
    await hitAsClient();
    const [first] = await salts();
    await pglite.db.exec('update public.newsletter_rate_limit_salts set day = day - 1');
    await hitAsClient();
    // Only today's salt is left (first.day is today's date), and it is a new one.
    expect(await salts()).toEqual([{ day: first!.day, salt: expect.not.stringMatching(first!.salt) }]);
    const [today] = await salts();
    const keys = (await storedKeys()).map((row) => row.key);
    expect(keys).toHaveLength(2);
    expect(keys).toContain(sha256(today!.salt + CLIENT_KEY));
  });

  test("the daily clean-up deletes past days' salts, so a day without sign-ups keeps none", async () => {
    await hitAsClient();
    await pglite.db.exec("insert into public.newsletter_rate_limit_salts (day, salt) values ((now() at time zone 'UTC')::date - 1, 'yesterday')");
    await admin.cleanup(PENDING_DAYS);
    expect((await salts()).map((row) => row.salt)).not.toContain('yesterday');
    expect(await salts()).toHaveLength(1);
  });
});

describe('the service role (server-side jobs only)', () => {
  test('reads the list only through the functions, not the tables', async () => {
    await expect(as('service_role', (tx) => tx.query('select * from public.subscribers'))).rejects.toMatchObject({ code: '42501' });
  });
});

describe('the list exported for a newsletter', () => {
  test('holds the confirmed subscribers only, each with unsubscribe links of their own that work as the e-mail’s do', async () => {
    for (const email of ['first@example.com', 'second@example.com']) await store.confirm((await signUpAndDeliver(email)).confirm);
    await signUp('unconfirmed@example.com');

    const list = await mailingList(admin, ORIGIN);
    expect(list.map((entry) => [entry.email, entry.source])).toEqual([
      ['first@example.com', 'footer'],
      ['second@example.com', 'footer'],
    ]);
    const token = (url: string) => new URL(url).searchParams.get('token')!;
    for (const entry of list) {
      expect(entry.unsubscribeUrl).toBe(`${ORIGIN}/newsletter/unsubscribe?token=${token(entry.unsubscribeUrl)}`);
      expect(entry.oneClickUrl).toBe(`${ORIGIN}/newsletter/unsubscribe/one-click?token=${token(entry.unsubscribeUrl)}`);
      await expect(store.tokenStatus(token(entry.unsubscribeUrl), 'unsubscribe')).resolves.toBe('valid');
    }
    // A mail program's one-click POST with the second reader's link removes that reader, and only them.
    await expect(store.unsubscribe(token(list[1]!.oneClickUrl))).resolves.toBe('unsubscribed');
    expect((await mailingList(admin, ORIGIN)).map((entry) => entry.email)).toEqual(['first@example.com']);
    expect(new Set(list.map((entry) => token(entry.unsubscribeUrl))).size).toBe(2);
  });

  test('gives no link to an address that left between reading the list and issuing its links', async () => {
    await store.confirm((await signUpAndDeliver('leaving@example.com')).confirm);
    const [subscriber] = await admin.exportConfirmed();
    await pglite.db.exec("delete from public.subscribers where email = 'leaving@example.com'");
    await expect(admin.issueTokens([subscriber!.subscriberId], 'unsubscribe', [hashToken(newToken())], 60)).resolves.toEqual([]);
  });
});
