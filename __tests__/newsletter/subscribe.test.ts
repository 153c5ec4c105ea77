/** @jest-environment node */
import { NEWSLETTER_MESSAGES } from '@/lib/newsletter/messages';
import { createRateLimiter } from '@/lib/newsletter/rate-limit';
import type { InsertResult, SubscriberStore } from '@/lib/newsletter/store';
import { subscribe, type SubscribeInput } from '@/lib/newsletter/subscribe';

function fakeStore(result: InsertResult): SubscriberStore & { inserted: string[] } {
  const inserted: string[] = [];
  return {
    description: 'fake',
    inserted,
    insert: async (email) => {
      inserted.push(email);
      return result;
    },
  };
}

const logger = () => ({ warn: jest.fn(), error: jest.fn() });
const input = (overrides: Partial<SubscribeInput> = {}): SubscribeInput => ({ email: 'jane@example.com', honeypot: '', clientKey: 'c1', ...overrides });
const generousLimiter = () => createRateLimiter({ limit: 100, windowMs: 60_000 });

describe('subscribe (the action’s decision, independent of Next)', () => {
  test('a filled honeypot answers success and stores nothing', async () => {
    const store = fakeStore({ status: 'ok' });
    const log = logger();
    const state = await subscribe(input({ honeypot: 'http://spam.example' }), { store, rateLimiter: generousLimiter(), logger: log });
    expect(state).toEqual({ status: 'success', message: NEWSLETTER_MESSAGES.success, email: '' });
    expect(store.inserted).toEqual([]);
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('honeypot'), expect.anything());
  });

  test('invalid input is answered without a database call, and echoed back for correction', async () => {
    const store = fakeStore({ status: 'ok' });
    const deps = { store, rateLimiter: generousLimiter(), logger: logger() };
    await expect(subscribe(input({ email: '  ' }), deps)).resolves.toEqual({ status: 'error', message: NEWSLETTER_MESSAGES.emptyEmail, email: '' });
    await expect(subscribe(input({ email: ' jane@ ' }), deps)).resolves.toEqual({ status: 'error', message: NEWSLETTER_MESSAGES.invalidEmail, email: 'jane@' });
    const huge = await subscribe(input({ email: `${'x'.repeat(100_000)}@example.com` }), deps);
    expect(huge.message).toBe(NEWSLETTER_MESSAGES.invalidEmail);
    expect(huge.email.length).toBeLessThanOrEqual(512);
    expect(store.inserted).toEqual([]);
  });

  test('stores the trimmed address and clears the field on success', async () => {
    const store = fakeStore({ status: 'ok' });
    const state = await subscribe(input({ email: '  jane@example.com ' }), { store, rateLimiter: generousLimiter() });
    expect(state).toEqual({ status: 'success', message: NEWSLETTER_MESSAGES.success, email: '' });
    expect(store.inserted).toEqual(['jane@example.com']);
  });

  test('a duplicate keeps the address in the field', async () => {
    const state = await subscribe(input(), { store: fakeStore({ status: 'duplicate' }), rateLimiter: generousLimiter() });
    expect(state).toEqual({ status: 'error', message: NEWSLETTER_MESSAGES.duplicate, email: 'jane@example.com' });
  });

  test('a backend failure is logged with its cause and the address masked', async () => {
    const cause = { code: '', message: 'TypeError: fetch failed' };
    const log = logger();
    const state = await subscribe(input({ email: 'jane.doe@example.com' }), { store: fakeStore({ status: 'failed', cause }), rateLimiter: generousLimiter(), logger: log });
    expect(state).toEqual({ status: 'error', message: NEWSLETTER_MESSAGES.failed, email: 'jane.doe@example.com' });
    expect(log.error).toHaveBeenCalledWith('[newsletter] subscribe failed', { store: 'fake', email: 'j***@e***.com', cause });
    expect(JSON.stringify(log.error.mock.calls)).not.toContain('jane.doe');
  });

  test('over the rate limit, the client is told to wait and nothing is stored', async () => {
    const store = fakeStore({ status: 'ok' });
    const rateLimiter = createRateLimiter({ limit: 1, windowMs: 60_000 });
    const log = logger();
    await subscribe(input({ email: 'one@example.com' }), { store, rateLimiter, logger: log });
    const second = await subscribe(input({ email: 'two@example.com' }), { store, rateLimiter, logger: log });
    expect(second).toEqual({ status: 'error', message: NEWSLETTER_MESSAGES.rateLimited, email: 'two@example.com' });
    expect(store.inserted).toEqual(['one@example.com']);
    const other = await subscribe(input({ email: 'two@example.com', clientKey: 'c2' }), { store, rateLimiter, logger: log });
    expect(other.status).toBe('success');
  });
});
