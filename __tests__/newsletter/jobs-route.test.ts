/** @jest-environment node */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DELIVERY_BATCH } from '@/lib/newsletter/mail/deliver';
import { NEWSLETTER_JOBS_PATH, VERCEL_CRONS } from '@/lib/newsletter/jobs-schedule.mjs';
import { PENDING_DAYS } from '@/lib/newsletter/tokens';
import { setUpPgliteTestDatabase } from '../support/pglite-test-database';

jest.setTimeout(120_000);

/*
 * The newsletter's scheduled jobs where no process runs between requests (Vercel): vercel.json has Vercel Cron call
 * the jobs route once a day, and the route, called with the cron secret, sends queued e-mail and deletes what the
 * privacy policy says is deleted. Without it, nothing would remove an address left unconfirmed.
 */

const pglite = setUpPgliteTestDatabase('newsletter-jobs-');
const outboxDir = mkdtempSync(path.join(tmpdir(), 'newsletter-jobs-outbox-'));
const SECRET = 'a-cron-secret-of-32-characters!!';
const saved = { ...process.env };

beforeAll(() => {
  // The jobs log what they sent and deleted; the assertions read the outbox and the table instead.
  jest.spyOn(console, 'info').mockImplementation(() => {});
  // The route's store and mailer are read from the environment on its first call.
  Object.assign(process.env, { NEWSLETTER_STORE: 'pglite', NEWSLETTER_PGLITE_DIR: pglite.dataDir, NEWSLETTER_OUTBOX_DIR: outboxDir, CRON_SECRET: SECRET });
});

afterAll(() => {
  process.env = saved;
  rmSync(outboxDir, { recursive: true, force: true });
});

const call = async (authorization?: string) => {
  const { GET } = await import('@/app/api/newsletter/deliver/route');
  return GET(new Request(`https://www.platterivercg.com${NEWSLETTER_JOBS_PATH}`, { headers: authorization ? { authorization } : {} }));
};

describe('vercel.json', () => {
  const committed = JSON.parse(readFileSync(path.join(process.cwd(), 'vercel.json'), 'utf8')) as { crons?: unknown };

  test('has Vercel Cron call the jobs route, which is a route of the app', () => {
    expect(committed.crons).toEqual(VERCEL_CRONS);
    expect(VERCEL_CRONS.map((cron) => cron.path)).toEqual([NEWSLETTER_JOBS_PATH]);
    expect(existsSync(path.join(process.cwd(), 'app', ...NEWSLETTER_JOBS_PATH.split('/').filter(Boolean), 'route.ts'))).toBe(true);
  });

  test('runs it once a day, which every Vercel plan deploys (a Hobby project with a more frequent cron fails to deploy)', () => {
    for (const { schedule } of VERCEL_CRONS) {
      const fields = schedule.split(' ');
      expect(fields.slice(0, 2).every((field) => /^\d{1,2}$/.test(field))).toBe(true);
      expect(fields.slice(2)).toEqual(['*', '*', '*']);
    }
  });
});

describe('the jobs route', () => {
  test('answers anyone without the cron secret with 401 and does nothing', async () => {
    await pglite.store.signUp({ email: 'kept@example.com', source: 'footer', policyVersion: '2025-01-15' });
    // The last: as many characters as the secret, more bytes (an error, a 500, when lengths were compared first).
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${SECRET}x`, SECRET, `Bearer ${'é'.repeat(SECRET.length)}`]) {
      const response = await call(authorization);
      expect([authorization, response.status]).toEqual([authorization, 401]);
    }
    expect(readdirSync(outboxDir)).toEqual([]);
  });

  test('with the secret, sends what is queued and deletes addresses left unconfirmed past their 7 days', async () => {
    const signUp = (email: string) => pglite.store.signUp({ email, source: 'footer', policyVersion: '2025-01-15' });
    await signUp('stale@example.com');
    await pglite.db.exec(`update public.subscribers set created_at = now() - interval '${PENDING_DAYS} days 1 minute'; delete from public.newsletter_outbox`);
    await signUp('fresh@example.com');

    const response = await call(`Bearer ${SECRET}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');

    const { rows } = await pglite.db.query<{ email: string }>('select email from public.subscribers order by email');
    expect(rows.map((row) => row.email)).toEqual(['fresh@example.com']);
    const sent = readdirSync(outboxDir).map((file) => readFileSync(path.join(outboxDir, file), 'utf8'));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/^To: fresh@example\.com$/m);
  });

  test('sends a backlog of more than one batch in its one call a day', async () => {
    const before = readdirSync(outboxDir).length;
    const backlog = DELIVERY_BATCH * 2 + 5;
    for (let i = 0; i < backlog; i += 1) await pglite.store.signUp({ email: `backlog-${i}@example.com`, source: 'footer', policyVersion: '2025-01-15' });

    expect((await call(`Bearer ${SECRET}`)).status).toBe(200);
    expect(readdirSync(outboxDir).length - before).toBe(backlog);
    const { rows } = await pglite.db.query<{ queued: number }>('select count(*)::int as queued from public.newsletter_outbox');
    expect(rows[0]?.queued).toBe(0);
  });
});

test('without CRON_SECRET the route does not exist (404), whatever is sent', async () => {
  const env = { ...process.env };
  delete process.env.CRON_SECRET;
  try {
    let route!: typeof import('@/app/api/newsletter/deliver/route');
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      route = require('@/app/api/newsletter/deliver/route') as typeof import('@/app/api/newsletter/deliver/route');
    });
    for (const authorization of [undefined, 'Bearer ', `Bearer ${SECRET}`]) {
      const response = await route.GET(new Request(`https://www.platterivercg.com${NEWSLETTER_JOBS_PATH}`, { headers: authorization ? { authorization } : {} }));
      expect(response.status).toBe(404);
    }
  } finally {
    process.env = env;
  }
});
