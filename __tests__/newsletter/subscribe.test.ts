/** @jest-environment node */
import { duplicateMessage, NEWSLETTER_MESSAGES, successMessage } from '@/lib/newsletter/messages';
import type { RateCheck, SignUp, SignUpResult, SubscriberStore } from '@/lib/newsletter/store';
import { createRateLimiter } from '@/lib/newsletter/rate-limiter';
import { SHARED_SIGN_UP_LIMITS } from '@/lib/newsletter/sign-up-limits';
import { subscribe, type SubscribeInput } from '@/lib/newsletter/subscribe';

const unused = async (): Promise<never> => {
  throw new Error('not used by subscribe');
};

function fakeStore(...results: SignUpResult[]): SubscriberStore & { inserted: string[]; signUps: SignUp[]; checks: RateCheck[][]; allow: boolean } {
  const inserted: string[] = [];
  const signUps: SignUp[] = [];
  const checks: RateCheck[][] = [];
  const store = {
    description: 'fake',
    inserted,
    signUps,
    checks,
    allow: true,
    signUp: async (signUp: SignUp) => {
      inserted.push(signUp.email);
      signUps.push(signUp);
      return results.length > 1 ? results.shift()! : results[0]!;
    },
    rateLimit: async (check: readonly RateCheck[]) => {
      checks.push([...check]);
      return store.allow;
    },
    confirm: unused,
    unsubscribe: unused,
    tokenStatus: unused,
  };
  return store;
}

const logger = () => ({ warn: jest.fn(), error: jest.fn() });
const input = (overrides: Partial<SubscribeInput> = {}): SubscribeInput => ({ email: 'jane@example.com', honeypot: '', source: 'footer', clientKey: 'c1', ...overrides });
const limiter = (limit = 100) => createRateLimiter({ limit, windowMs: 60_000 });
const deps = (store: SubscriberStore, overrides: Partial<Parameters<typeof subscribe>[1]> = {}) => ({
  store,
  policyVersion: '2025-01-15',
  rateLimiter: limiter(),
  warnings: createRateLimiter({ limit: 1, windowMs: 60_000 }),
  logger: logger(),
  ...overrides,
});

describe('subscribe (the action’s decision, independent of Next)', () => {
  test('a filled honeypot answers success and stores nothing', async () => {
    const store = fakeStore({ status: 'created' });
    const log = logger();
    const state = await subscribe(input({ honeypot: 'http://spam.example' }), deps(store, { logger: log }));
    // The same answer a person gets, so a bot learns nothing from it.
    expect(state).toEqual({ status: 'success', message: successMessage('jane@example.com'), email: '' });
    expect(store.inserted).toEqual([]);
    expect(log.warn).toHaveBeenCalledWith('[newsletter] honeypot filled; nothing stored', { client: 'c1' });
  });

  test('a filled honeypot with a bad address gets the message anyone gets, so the answer does not show the trap was seen', async () => {
    const store = fakeStore({ status: 'created' });
    for (const [email, message] of [
      ['', NEWSLETTER_MESSAGES.emptyEmail],
      ['</script>@', NEWSLETTER_MESSAGES.invalidEmail],
    ] as const) {
      await expect(subscribe(input({ email, honeypot: 'http://spam.example' }), deps(store))).resolves.toMatchObject({ status: 'error', message });
    }
    // A good address is answered exactly as a person's sign-up of it is.
    const person = await subscribe(input({ email: ' Jane@Example.COM ', clientKey: 'person' }), deps(fakeStore({ status: 'created' })));
    await expect(subscribe(input({ email: ' Jane@Example.COM ', honeypot: 'x' }), deps(store))).resolves.toEqual(person);
    expect(person.status).toBe('success');
    expect(store.inserted).toEqual([]);
  });

  test('invalid input is answered without a database call, and echoed back for correction', async () => {
    const store = fakeStore({ status: 'created' });
    const d = deps(store);
    await expect(subscribe(input({ email: '  ' }), d)).resolves.toEqual({ status: 'error', message: NEWSLETTER_MESSAGES.emptyEmail, email: '' });
    await expect(subscribe(input({ email: ' jane@ ' }), d)).resolves.toEqual({ status: 'error', message: NEWSLETTER_MESSAGES.invalidEmail, email: 'jane@' });
    const huge = await subscribe(input({ email: `${'x'.repeat(100_000)}@example.com` }), d);
    expect(huge.message).toBe(NEWSLETTER_MESSAGES.invalidEmail);
    expect(huge.email.length).toBeLessThanOrEqual(512);
    expect(store.inserted).toEqual([]);
  });

  test('stores the trimmed, normalised address and clears the field on success', async () => {
    const store = fakeStore({ status: 'created' });
    const queued = jest.fn();
    const state = await subscribe(input({ email: '  jane@exa\u0308mple.com ', source: 'insights' }), deps(store, { onQueued: queued }));
    expect(state).toEqual({
      status: 'success',
      message: 'Successfully subscribed to our newsletter! We have sent a confirmation link to jane@xn--exmple-cua.com.',
      email: '',
    });
    // Stored as pending with its consent record: the form and the privacy policy's version, nothing about the visitor.
    expect(store.signUps).toEqual([{ email: 'jane@xn--exmple-cua.com', source: 'insights', policyVersion: '2025-01-15' }]);
    expect(queued).toHaveBeenCalledTimes(1);
  });

  test('a duplicate keeps the address, as typed, in the field', async () => {
    const state = await subscribe(input({ email: ' Jane@Example.com ' }), deps(fakeStore({ status: 'confirmed' })));
    expect(state).toEqual({ status: 'error', message: duplicateMessage, email: 'Jane@Example.com' });
  });

  test.each([
    ['confirmed', false],
    ['pending', false],
    ['resent', true],
  ] as const)('an address that is %s gets the duplicate message; the e-mail is queued again: %s', async (status, queuedAgain) => {
    const queued = jest.fn();
    const state = await subscribe(input(), deps(fakeStore({ status }), { onQueued: queued }));
    expect(state).toEqual({ status: 'error', message: duplicateMessage, email: 'jane@example.com' });
    expect(queued).toHaveBeenCalledTimes(queuedAgain ? 1 : 0);
  });

  test('counts every valid attempt in the store per client and per address (both hashed) and overall', async () => {
    const store = fakeStore({ status: 'created' });
    await subscribe(input({ email: 'Jane@Example.com', clientKey: '203.0.113.9' }), deps(store));
    await subscribe(input({ email: 'jane@example.com', clientKey: 'forged-1' }), deps(store));
    const [first, second] = store.checks;
    expect(first).toEqual([
      { key: expect.stringMatching(/^client:[0-9a-f]{64}$/), ...SHARED_SIGN_UP_LIMITS.client },
      { key: expect.stringMatching(/^address:[0-9a-f]{64}$/), ...SHARED_SIGN_UP_LIMITS.address },
      { key: 'overall', ...SHARED_SIGN_UP_LIMITS.overall },
    ]);
    // Another claimed client, the same address in another case: the same address count.
    expect(second?.[1]?.key).toBe(first?.[1]?.key);
    expect(second?.[0]?.key).not.toBe(first?.[0]?.key);
    expect(JSON.stringify(store.checks)).not.toMatch(/jane|203\.0\.113/i);
  });

  test('over a shared limit (another instance, another claimed client, all sign-ups together), the answer is "too many attempts right now", blaming no network, and nothing is stored', async () => {
    const store = fakeStore({ status: 'confirmed' });
    store.allow = false;
    const state = await subscribe(input(), deps(store));
    expect(state).toEqual({ status: 'error', message: NEWSLETTER_MESSAGES.sharedLimit, email: 'jane@example.com' });
    expect(state.message).not.toMatch(/network/);
    expect(store.inserted).toEqual([]);
  });

  test('a shared count the store cannot keep does not refuse the sign-up, and is logged once a minute at most', async () => {
    const store = fakeStore({ status: 'created' });
    store.rateLimit = async () => {
      throw Object.assign(new Error('connection reset'), { code: '08006' });
    };
    const log = logger();
    const d = deps(store, { logger: log });
    for (let i = 0; i < 5; i += 1) await expect(subscribe(input({ email: `r${i}@example.com` }), d)).resolves.toMatchObject({ status: 'success' });
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error).toHaveBeenCalledWith('[newsletter] shared rate limit failed', { store: 'fake', code: '08006' });
  });

  test('a backend failure is logged with its SQLSTATE and the address masked, never the raw error', async () => {
    const cause = Object.assign(new Error('new row violates check constraint "subscribers_email_deliverable"'), {
      code: '23514',
      constraint: 'subscribers_email_deliverable',
      detail: 'Failing row contains (1, jane.doe@example.com, now).',
    });
    const log = logger();
    const d = deps(fakeStore({ status: 'failed', cause }), { logger: log });
    const state = await subscribe(input({ email: 'jane.doe@example.com' }), d);
    expect(state).toEqual({ status: 'error', message: NEWSLETTER_MESSAGES.failed, email: 'jane.doe@example.com' });
    // A failing store under load logs one line a minute, not one per sign-up.
    for (let i = 0; i < 10; i += 1) await subscribe(input({ email: 'jane.doe@example.com' }), d);
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error).toHaveBeenCalledWith('[newsletter] subscribe failed', {
      store: 'fake',
      email: 'j***@e***.com',
      code: '23514',
      constraint: 'subscribers_email_deliverable',
    });
    expect(JSON.stringify(log.error.mock.calls)).not.toContain('jane.doe');
  });

  test('over the rate limit, the client is told to wait and nothing is stored', async () => {
    const store = fakeStore({ status: 'created' });
    const d = deps(store, { rateLimiter: limiter(1) });
    await subscribe(input({ email: 'one@example.com' }), d);
    const second = await subscribe(input({ email: 'two@example.com' }), d);
    expect(second).toEqual({ status: 'error', message: NEWSLETTER_MESSAGES.rateLimited, email: 'two@example.com' });
    expect(store.inserted).toEqual(['one@example.com']);
    const other = await subscribe(input({ email: 'two@example.com', clientKey: 'c2' }), d);
    expect(other.status).toBe('success');
  });

  test('only attempts that pass validation count: honeypot hits and malformed input do not', async () => {
    const store = fakeStore({ status: 'created' });
    const d = deps(store, { rateLimiter: limiter(1) });
    await subscribe(input({ honeypot: 'x' }), d);
    await subscribe(input({ email: 'not an address' }), d);
    await subscribe(input({ email: '' }), d);
    await expect(subscribe(input(), d)).resolves.toMatchObject({ status: 'success' });
    await expect(subscribe(input({ email: 'again@example.com' }), d)).resolves.toMatchObject({ message: NEWSLETTER_MESSAGES.rateLimited });
  });

  test('store failures do not count: a visitor retrying through an outage is never told to wait', async () => {
    const down = { status: 'failed', cause: { code: '', message: 'TypeError: fetch failed' } } as const;
    const store = fakeStore(down, down, down, down, { status: 'created' });
    const d = deps(store, { rateLimiter: limiter(2) });
    for (let i = 0; i < 4; i += 1) {
      await expect(subscribe(input(), d)).resolves.toMatchObject({ message: NEWSLETTER_MESSAGES.failed });
    }
    await expect(subscribe(input(), d)).resolves.toMatchObject({ status: 'success' });
    // Duplicates are answers, so they count.
    const dup = fakeStore({ status: 'confirmed' });
    const d2 = deps(dup, { rateLimiter: limiter(1) });
    await subscribe(input(), d2);
    await expect(subscribe(input(), d2)).resolves.toMatchObject({ message: NEWSLETTER_MESSAGES.rateLimited });
  });

  test('at most one warning per client per window for honeypot hits and refusals together', async () => {
    const log = logger();
    const store = fakeStore({ status: 'created' });
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

  test('no claimed client name can use up the failure lines’ allowance', async () => {
    const log = logger();
    const d = deps(fakeStore({ status: 'failed', cause: new Error('down') }), { logger: log });
    await subscribe(input({ honeypot: 'x', clientKey: 'failure:[newsletter] subscribe failed' }), d);
    await subscribe(input(), d);
    expect(log.error).toHaveBeenCalledTimes(1);
  });

  test('the rate-limit warning names the client and the masked address only', async () => {
    const log = logger();
    const d = deps(fakeStore({ status: 'created' }), { rateLimiter: limiter(1), logger: log });
    await subscribe(input({ email: 'first@example.com' }), d);
    await subscribe(input({ email: 'second.person@example.com' }), d);
    expect(log.warn).toHaveBeenCalledWith('[newsletter] rate limit reached', { client: 'c1', email: 's***@e***.com' });
  });
});
