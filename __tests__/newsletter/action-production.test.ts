/** @jest-environment node */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NEWSLETTER_FIELDS, NEWSLETTER_MESSAGES, type SubscribeState } from '@/lib/newsletter/messages';

jest.mock('next/headers', () => ({ headers: async () => new Headers({ 'x-forwarded-for': '203.0.113.7' }) }));

const IDLE: SubscribeState = { status: 'idle', message: '', email: '' };
const NO_SUPABASE = { NEXT_PUBLIC_SUPABASE_URL: undefined, SUPABASE_URL: undefined, SUPABASE_ANON_KEY: undefined, NEXT_PUBLIC_SUPABASE_ANON_KEY: undefined };

function form(email: string): FormData {
  const data = new FormData();
  data.set(NEWSLETTER_FIELDS.email, email);
  data.set(NEWSLETTER_FIELDS.honeypot, '');
  return data;
}

/** The action as a fresh `next start` process would load it, with `env` as its environment. */
async function actionWith(env: Record<string, string | undefined>) {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete process.env[name];
  try {
    let action!: typeof import('@/lib/newsletter/action').subscribeToNewsletter;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      action = (require('@/lib/newsletter/action') as typeof import('@/lib/newsletter/action')).subscribeToNewsletter;
    });
    // The store is chosen on the first call, so make it while the environment is in place.
    return { first: await action(IDLE, form(' Jane@Example.com ')), action };
  } finally {
    process.env = saved;
  }
}

test('a production server without Supabase refuses with the spec’s message and does not log per attempt', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  try {
    const { first, action } = await actionWith({
      NODE_ENV: 'production',
      NEWSLETTER_STORE: undefined,
      NEWSLETTER_PGLITE_DIR: undefined,
      ...NO_SUPABASE,
    });
    expect(first).toEqual({ status: 'error', message: NEWSLETTER_MESSAGES.failed, email: 'Jane@Example.com' });
    // Validation still answers first, and nothing counts against the rate limit.
    await expect(action(IDLE, form(''))).resolves.toMatchObject({ message: NEWSLETTER_MESSAGES.emptyEmail });
    for (let i = 0; i < 8; i += 1) await expect(action(IDLE, form('jane@example.com'))).resolves.toMatchObject({ message: NEWSLETTER_MESSAGES.failed });
    expect(error).not.toHaveBeenCalled();
  } finally {
    error.mockRestore();
  }
});

test('a production store without an SMTP server takes no sign-up: the spec’s message, never “We have sent a confirmation link”', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'action-production-'));
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  try {
    const { first, action } = await actionWith({
      NODE_ENV: 'production',
      NEWSLETTER_STORE: 'pglite',
      NEWSLETTER_PGLITE_DIR: dataDir,
      NEWSLETTER_SMTP_URL: undefined,
      NEWSLETTER_OUTBOX_DIR: undefined,
      VERCEL: undefined,
      ...NO_SUPABASE,
    });
    expect(first).toEqual({ status: 'error', message: NEWSLETTER_MESSAGES.failed, email: 'Jane@Example.com' });
    await expect(action(IDLE, form('not an address'))).resolves.toMatchObject({ message: NEWSLETTER_MESSAGES.invalidEmail });
    // Refused before the store: the embedded database was never even created.
    expect(readdirSync(dataDir)).toEqual([]);
    expect(error).not.toHaveBeenCalled();
  } finally {
    error.mockRestore();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('a hand-made request whose body is no form is answered with the spec’s message and never logged', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  try {
    const { action } = await actionWith({ NODE_ENV: 'production', NEWSLETTER_STORE: undefined, ...NO_SUPABASE });
    // What `[{"status":"idle"},"notformdata"]` posted with the action's id arrives as.
    for (let i = 0; i < 50; i += 1) {
      await expect(action(IDLE, 'notformdata' as unknown as FormData)).resolves.toEqual({ status: 'error', message: NEWSLETTER_MESSAGES.unexpected, email: '' });
    }
    expect(error).not.toHaveBeenCalled();
  } finally {
    error.mockRestore();
  }
});
