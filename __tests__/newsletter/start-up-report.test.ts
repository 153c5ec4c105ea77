/** @jest-environment node */
import { register } from '@/instrumentation';

/*
 * What a server says about the newsletter when it starts (instrumentation.ts): a refusal of sign-ups is said once,
 * as an error, with its reason, so whoever reads the deployment's log learns why the form answers with an error.
 * On Vercel, so that no background job starts here.
 */

const VERCEL_PRODUCTION = {
  NEXT_RUNTIME: 'nodejs',
  NODE_ENV: 'production',
  VERCEL: '1',
  NEXT_PUBLIC_SUPABASE_URL: 'https://abcd1234.supabase.co',
  SUPABASE_ANON_KEY: 'anon',
  SUPABASE_SERVICE_ROLE_KEY: 'service',
  NEWSLETTER_SMTP_URL: 'smtp://relay.example.com:587',
  CRON_SECRET: 'a-cron-secret-of-32-characters!!',
};

async function startWith(env: Record<string, string | undefined>) {
  const saved = { ...process.env };
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  const info = jest.spyOn(console, 'info').mockImplementation(() => {});
  try {
    for (const name of ['NEWSLETTER_STORE', 'NEWSLETTER_PGLITE_DIR', 'NEWSLETTER_OUTBOX_DIR', 'SUPABASE_URL', 'NEXT_PUBLIC_SUPABASE_ANON_KEY']) delete process.env[name];
    Object.assign(process.env, env);
    for (const [name, value] of Object.entries(env)) if (value === undefined) delete process.env[name];
    await register();
    return { errors: error.mock.calls.map((call) => String(call[0])), infos: info.mock.calls.map((call) => String(call[0])) };
  } finally {
    process.env = saved;
    error.mockRestore();
    info.mockRestore();
  }
}

test('a complete set-up says where sign-ups and e-mail go, and refuses nothing', async () => {
  const { errors, infos } = await startWith(VERCEL_PRODUCTION);
  expect(errors).toEqual([]);
  expect(infos).toEqual(['[newsletter] storing subscribers in Supabase at abcd1234.supabase.co', '[newsletter] sending e-mail through SMTP at relay.example.com:587']);
});

test.each([
  ['CRON_SECRET', { CRON_SECRET: undefined }, /^\[newsletter\] Refusing sign-ups on Vercel: CRON_SECRET is not set/],
  ['SUPABASE_SERVICE_ROLE_KEY', { SUPABASE_SERVICE_ROLE_KEY: undefined }, /^\[newsletter\] Refusing sign-ups: SUPABASE_SERVICE_ROLE_KEY is not set/],
  ['NEWSLETTER_SMTP_URL', { NEWSLETTER_SMTP_URL: undefined }, /^\[newsletter\] Refusing sign-ups: no confirmation e-mail could be sent\. No SMTP server on Vercel/],
])('without %s it says, once and as an error, that it refuses sign-ups and why', async (_name, change, line) => {
  const { errors } = await startWith({ ...VERCEL_PRODUCTION, ...change });
  expect(errors.filter((error) => line.test(error))).toHaveLength(1);
});
