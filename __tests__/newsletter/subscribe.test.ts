/** @jest-environment node */
import { NEWSLETTER_MESSAGES } from '@/lib/newsletter/messages';
import { createRateLimiter, subscribe, type InsertResult, type SubscriberStore, type SubscribeInput } from '@/lib/newsletter/subscribe';

function fakeStore(...results: InsertResult[]): SubscriberStore & { inserted: string[] } {
  const inserted: string[] = [];
  return {
    description: 'fake',
    inserted,
    insert: async (email) => {
      inserted.push(email);
      return results.length > 1 ? results.shift()! : results[0]!;
    },
  };
}

const logger = () => ({ warn: jest.fn(), error: jest.fn() });
const input = (overrides: Partial<SubscribeInput> = {}): SubscribeInput => ({ email: 'jane@example.com', honeypot: '', clientKey: 'c1', ...overrides });
const limiter = (limit = 100) => createRateLimiter({ limit, windowMs: 60_000 });
const deps = (store: SubscriberStore, overrides: Partial<Parameters<typeof subscribe>[1]> = {}) => ({
  store,
  rateLimiter: limiter(),
  warnings: createRateLimiter({ limit: 1, windowMs: 60_000 }),
  logger: logger(),
  ...overrides,
});

describe('subscribe (the action’s decision, independent of Next)', () => {
  test('a filled honeypot answers success and stores nothing', async () => {
    const store = fakeStore({ status: 'ok' });
    const log = logger();
    const state = await subscribe(input({ honeypot: 'http://spam.example' }), deps(store, { logger: log }));
    expect(state).toEqual({ status: 'success', message: NEWSLETTER_MESSAGES.success, email: '' });
    expect(store.inserted).toEqual([]);
    expect(log.warn).toHaveBeenCalledWith('[newsletter] honeypot filled; nothing stored', { client: 'c1' });
  });

  test('invalid input is answered without a database call, and echoed back for correction', async () => {
    const store = fakeStore({ status: 'ok' });
    const d = deps(store);
    await expect(subscribe(input({ email: '  ' }), d)).resolves.toEqual({ status: 'error', message: NEWSLETTER_MESSAGES.emptyEmail, email: '' });
    await expect(subscribe(input({ email: ' jane@ ' }), d)).resolves.toEqual({ status: 'error', message: NEWSLETTER_MESSAGES.invalidEmail, email: 'jane@' });
    const huge = await subscribe(input({ email: `${'x'.repeat(100_000)}@example.com` }), d);
    expect(huge.message).toBe(NEWSLETTER_MESSAGES.invalidEmail);
    expect(huge.email.length).toBeLessThanOrEqual(512);
    expect(store.inserted).toEqual([]);
  });

  test('stores the trimmed, normalised address and clears the field on success', async () => {
    const store = fakeStore({ status: 'ok' });
    const state = await subscribe(input({ email: '  jane@exa\u0308mple.com ' }), deps(store));
    expect(state).toEqual({ status: 'success', message: NEWSLETTER_MESSAGES.success, email: '' });
    expect(store.inserted).toEqual(['jane@xn--exmple-cua.com']);
  });

  test('a duplicate keeps the address, as typed, in the field', async () => {
    const state = await subscribe(input({ email: ' Jane@Example.com ' }), deps(fakeStore({ status: 'duplicate' })));
    expect(state).toEqual({ status: 'error', message: NEWSLETTER_MESSAGES.duplicate, email: 'Jane@Example.com' });
  });

  test('a backend failure is logged with its SQLSTATE and the address masked, never the raw error', async () => {
    const cause = Object.assign(new Error('new row violates check constraint "subscribers_email_deliverable"'), {
      code: '23514',
      constraint: 'subscribers_email_deliverable',
      detail: 'Failing row contains (1, jane.doe@example.com, now).',
    });
    const log = logger();
    const state = await subscribe(input({ email: 'jane.doe@example.com' }), deps(fakeStore({ status: 'failed', cause }), { logger: log }));
    expect(state).toEqual({ status: 'error', message: NEWSLETTER_MESSAGES.failed, email: 'jane.doe@example.com' });
    expect(log.error).toHaveBeenCalledWith('[newsletter] subscribe failed', {
      store: 'fake',
      email: 'j***@e***.com',
      code: '23514',
      constraint: 'subscribers_email_deliverable',
    });
    expect(JSON.stringify(log.error.mock.calls)).not.toContain('jane.doe');
  });

  test('over the rate limit, the client is told to wait and nothing is stored', async () => {
    const store = fakeStore({ status: 'ok' });
    const d = deps(store, { rateLimiter: limiter(1) });
    await subscribe(input({ email: 'one@example.com' }), d);
    const second = await subscribe(input({ email: 'two@example.com' }), d);
    expect(second).toEqual({ status: 'error', message: NEWSLETTER_MESSAGES.rateLimited, email: 'two@example.com' });
    expect(store.inserted).toEqual(['one@example.com']);
    const other = await subscribe(input({ email: 'two@example.com', clientKey: 'c2' }), d);
    expect(other.status).toBe('success');
  });

  test('only attempts that pass validation count: honeypot hits and malformed input do not', async () => {
    const store = fakeStore({ status: 'ok' });
    const d = deps(store, { rateLimiter: limiter(1) });
    await subscribe(input({ honeypot: 'x' }), d);
    await subscribe(input({ email: 'not an address' }), d);
    await subscribe(input({ email: '' }), d);
    await expect(subscribe(input(), d)).resolves.toMatchObject({ status: 'success' });
    await expect(subscribe(input({ email: 'again@example.com' }), d)).resolves.toMatchObject({ message: NEWSLETTER_MESSAGES.rateLimited });
  });

  test('store failures do not count: a visitor retrying through an outage is never told to wait', async () => {
    const down = { status: 'failed', cause: { code: '', message: 'TypeError: fetch failed' } } as const;
    const store = fakeStore(down, down, down, down, { status: 'ok' });
    const d = deps(store, { rateLimiter: limiter(2) });
    for (let i = 0; i < 4; i += 1) {
      await expect(subscribe(input(), d)).resolves.toMatchObject({ message: NEWSLETTER_MESSAGES.failed });
    }
    await expect(subscribe(input(), d)).resolves.toMatchObject({ status: 'success' });
    // Duplicates are answers, so they count.
    const dup = fakeStore({ status: 'duplicate' });
    const d2 = deps(dup, { rateLimiter: limiter(1) });
    await subscribe(input(), d2);
    await expect(subscribe(input(), d2)).resolves.toMatchObject({ message: NEWSLETTER_MESSAGES.rateLimited });
  });

  test('at most one warning per client per window for honeypot hits and refusals together', async () => {
    const log = logger();
    const store = fakeStore({ status: 'ok' });
    const d = deps(store, { rateLimiter: limiter(1), logger: log });
    for (let i = 0; i < 20; i += 1) await subscribe(input({ honeypot: 'spam' }), d);
    for (let i = 0; i < 20; i += 1) await subscribe(input({ email: `r${i}@example.com` }), d);
    expect(log.warn).toHaveBeenCalledTimes(1);
    await subscribe(input({ honeypot: 'spam', clientKey: 'c2' }), d);
    expect(log.warn).toHaveBeenCalledTimes(2);
    expect(log.warn).toHaveBeenLastCalledWith('[newsletter] honeypot filled; nothing stored', { client: 'c2' });
  });

  test('with no store configured: the spec’s error message, no log line per attempt, and no attempt used up', async () => {
    const log = logger();
    const d = deps(fakeStore({ status: 'unavailable' }), { rateLimiter: limiter(1), logger: log });
    for (let i = 0; i < 3; i += 1) {
      await expect(subscribe(input({ email: ' Jane@Example.com ' }), d)).resolves.toEqual({ status: 'error', message: NEWSLETTER_MESSAGES.failed, email: 'Jane@Example.com' });
    }
    expect(log.error).not.toHaveBeenCalled();
    expect(log.warn).not.toHaveBeenCalled();
  });

  test('the rate-limit warning names the client and the masked address only', async () => {
    const log = logger();
    const d = deps(fakeStore({ status: 'ok' }), { rateLimiter: limiter(1), logger: log });
    await subscribe(input({ email: 'first@example.com' }), d);
    await subscribe(input({ email: 'second.person@example.com' }), d);
    expect(log.warn).toHaveBeenCalledWith('[newsletter] rate limit reached', { client: 'c1', email: 's***@e***.com' });
  });
});
