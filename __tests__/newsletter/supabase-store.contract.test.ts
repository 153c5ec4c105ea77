/** @jest-environment node */
import { duplicateMessage, NEWSLETTER_MESSAGES, successMessage } from '@/lib/newsletter/messages';
import { createRateLimiter } from '@/lib/newsletter/rate-limiter';
import { subscribe } from '@/lib/newsletter/subscribe';
import { createSupabaseStore } from '@/lib/newsletter/supabase-store';

const PROJECT_URL = 'https://abcd1234.supabase.co';
const ANON_KEY = 'eyJhbGciOiJIUzI1NiJ9.anon-test-key';

type Recorded = { url: string; method?: string; headers: Headers; body: unknown };

/** A fetch double that answers the way PostgREST does, recording each request. */
function postgrest(answer: (signal: AbortSignal | undefined) => Promise<Response>) {
  const requests: Recorded[] = [];
  const fetchDouble: typeof fetch = async (input, init) => {
    requests.push({
      url: String(input),
      method: init?.method,
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
    });
    // The shared rate limit is its own call before the sign-up; these tests are about the sign-up.
    if (String(input).endsWith('/rpc/newsletter_rate_limit')) return Response.json(true);
    return answer(init?.signal ?? undefined);
  };
  return { fetchDouble, requests };
}

// PostgREST answers a function returning text with the value as JSON.
const created = () => Promise.resolve(Response.json('created'));
const alreadyConfirmed = () => Promise.resolve(Response.json('confirmed'));
const serverError = () =>
  Promise.resolve(Response.json({ code: 'XX000', details: null, hint: null, message: 'internal error' }, { status: 500 }));
const checkViolation = () =>
  Promise.resolve(
    Response.json(
      {
        code: '23514',
        details: 'Failing row contains (9, Jane@Example.com, 2026-11-22 20:00:00+00).',
        hint: null,
        message: 'new row for relation "subscribers" violates check constraint "subscribers_email_deliverable"',
      },
      { status: 400 },
    ),
  );
const networkDown = () => Promise.reject(new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) }));
/** Never answers; rejects only when the caller gives up, as fetch does on abort. */
const hangs = (signal: AbortSignal | undefined) =>
  new Promise<Response>((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason), { once: true }));

async function submitThrough(answer: (signal: AbortSignal | undefined) => Promise<Response>, timeoutMs = 1_000) {
  const { fetchDouble, requests } = postgrest(answer);
  const store = createSupabaseStore({ url: PROJECT_URL, anonKey: ANON_KEY, fetch: fetchDouble, timeoutMs });
  const logger = { warn: jest.fn(), error: jest.fn() };
  const state = await subscribe(
    { email: ' Jane@Example.com ', honeypot: '', source: 'footer', clientKey: 'c' },
    { store, policyVersion: '2025-01-15', rateLimiter: createRateLimiter({ limit: 10, windowMs: 60_000 }), warnings: createRateLimiter({ limit: 1, windowMs: 60_000 }), logger },
  );
  return { state, requests, logger, store };
}

describe('Supabase store against PostgREST', () => {
  test('counts the attempt, then calls newsletter_subscribe with the anon key, the trimmed address and the consent record', async () => {
    const { state, requests } = await submitThrough(created);
    expect(state).toEqual({ status: 'success', message: successMessage('Jane@Example.com'), email: '' });
    expect(requests.map((request) => request.url)).toEqual([`${PROJECT_URL}/rest/v1/rpc/newsletter_rate_limit`, `${PROJECT_URL}/rest/v1/rpc/newsletter_subscribe`]);
    const [, request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('apikey')).toBe(ANON_KEY);
    expect(request?.headers.get('authorization')).toBe(`Bearer ${ANON_KEY}`);
    expect(request?.headers.get('content-type')).toBe('application/json');
    expect(new URL(request?.url ?? '').search).toBe('');
    expect(request?.body).toEqual({ p_email: 'Jane@Example.com', p_source: 'footer', p_policy_version: '2025-01-15' });
  });

  test('an address that is already confirmed gets the duplicate message', async () => {
    const { state, logger } = await submitThrough(alreadyConfirmed);
    expect(state).toEqual({ status: 'error', message: duplicateMessage, email: 'Jane@Example.com' });
    expect(logger.error).not.toHaveBeenCalled();
  });

  test('500 is a failure, logged with the SQLSTATE and the address masked', async () => {
    const { state, logger } = await submitThrough(serverError);
    expect(state).toEqual({ status: 'error', message: NEWSLETTER_MESSAGES.failed, email: 'Jane@Example.com' });
    expect(logger.error).toHaveBeenCalledWith('[newsletter] subscribe failed', {
      store: 'Supabase (abcd1234.supabase.co)',
      email: 'J***@E***.com',
      code: 'XX000',
    });
  });

  test('a check violation is a failure whose row (in the details) never reaches the log', async () => {
    const { state, logger } = await submitThrough(checkViolation);
    expect(state.message).toBe(NEWSLETTER_MESSAGES.failed);
    expect(logger.error).toHaveBeenCalledWith('[newsletter] subscribe failed', {
      store: 'Supabase (abcd1234.supabase.co)',
      email: 'J***@E***.com',
      code: '23514',
    });
    expect(JSON.stringify(logger.error.mock.calls)).not.toMatch(/jane/i);
  });

  test('a network failure is a failure, not an exception', async () => {
    const { state, logger } = await submitThrough(networkDown);
    expect(state.message).toBe(NEWSLETTER_MESSAGES.failed);
    expect(logger.error).toHaveBeenCalledWith('[newsletter] subscribe failed', expect.objectContaining({ error: 'TypeError: fetch failed' }));
  });

  test('a backend that never answers times out as a failure', async () => {
    const started = Date.now();
    const { state, logger } = await submitThrough(hangs, 200);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(state.message).toBe(NEWSLETTER_MESSAGES.failed);
    expect(logger.error).toHaveBeenCalledWith('[newsletter] subscribe failed', expect.objectContaining({ error: expect.stringMatching(/^TimeoutError/) }));
  });

  test('the timeout does not fire when the backend answers in time', async () => {
    const slowButFine = () => new Promise<Response>((resolve) => setTimeout(() => resolve(Response.json('created')), 50));
    const { state } = await submitThrough(slowButFine, 1_000);
    expect(state.status).toBe('success');
  });

  test('confirming, unsubscribing and checking a link call their functions with the anon key and the token only', async () => {
    const answers: Record<string, unknown> = { newsletter_confirm: 'confirmed', newsletter_unsubscribe: 'used', newsletter_token_status: 'expired' };
    const { fetchDouble, requests } = postgrest(async () => Response.json(answers[requests.at(-1)!.url.split('/rpc/')[1]!]));
    const store = createSupabaseStore({ url: PROJECT_URL, anonKey: ANON_KEY, fetch: fetchDouble });
    await expect(store.confirm('t1')).resolves.toBe('confirmed');
    await expect(store.unsubscribe('t2')).resolves.toBe('used');
    await expect(store.tokenStatus('t3', 'unsubscribe')).resolves.toBe('expired');
    expect(requests.map((request) => [request.url.split('/rest/v1/')[1], request.body, request.headers.get('apikey')])).toEqual([
      ['rpc/newsletter_confirm', { p_token: 't1' }, ANON_KEY],
      ['rpc/newsletter_unsubscribe', { p_token: 't2' }, ANON_KEY],
      ['rpc/newsletter_token_status', { p_token: 't3', p_purpose: 'unsubscribe' }, ANON_KEY],
    ]);
    // Without the service-role key this server has no way to read the queue or the list.
    expect(store.admin).toBeUndefined();
  });

  test('an answer the functions never give is a failure, not a guess', async () => {
    const { fetchDouble } = postgrest(async () => Response.json('subscribed!'));
    const store = createSupabaseStore({ url: PROJECT_URL, anonKey: ANON_KEY, fetch: fetchDouble });
    await expect(store.confirm('t')).rejects.toThrow('Unexpected link outcome');
  });

  test('the jobs that read the list use the service-role key, and the export reads 1,000 rows a page', async () => {
    const SERVICE_KEY = 'eyJhbGciOiJIUzI1NiJ9.service-test-key';
    const rows = Array.from({ length: 1_500 }, (_, i) => ({ id: String(i + 1), email: `r${i}@example.com`, confirmed_at: '2026-11-23T10:00:00Z', source: 'footer' }));
    const { fetchDouble, requests } = postgrest(async () => {
      const query = new URL(requests.at(-1)!.url).searchParams;
      const offset = Number(query.get('offset') ?? 0);
      return Response.json(rows.slice(offset, offset + Number(query.get('limit') ?? rows.length)));
    });
    const store = createSupabaseStore({ url: PROJECT_URL, anonKey: ANON_KEY, serviceRoleKey: SERVICE_KEY, fetch: fetchDouble });
    const exported = await store.admin!.exportConfirmed();
    expect(exported).toHaveLength(1_500);
    expect(exported[1_499]).toEqual({ subscriberId: 1_500, email: 'r1499@example.com', confirmedAt: new Date('2026-11-23T10:00:00Z'), source: 'footer' });
    expect(requests.map((request) => request.headers.get('apikey'))).toEqual([SERVICE_KEY, SERVICE_KEY]);
    expect(requests.map((request) => new URL(request.url).search)).toEqual(['?offset=0&limit=1000', '?offset=1000&limit=1000']);
  });

  test('the export’s unsubscribe links are issued in one call with the service-role key; the ids it returns are the ones kept', async () => {
    const SERVICE_KEY = 'eyJhbGciOiJIUzI1NiJ9.service-test-key';
    const { fetchDouble, requests } = postgrest(async () => Response.json([1, '3']));
    const store = createSupabaseStore({ url: PROJECT_URL, anonKey: ANON_KEY, serviceRoleKey: SERVICE_KEY, fetch: fetchDouble });
    const hashes = ['a'.repeat(64), 'b'.repeat(64), 'c'.repeat(64)];
    await expect(store.admin!.issueTokens([1, 2, 3], 'unsubscribe', hashes, 60)).resolves.toEqual([1, 3]);
    expect(requests.map((request) => [new URL(request.url).pathname, request.headers.get('apikey')])).toEqual([['/rest/v1/rpc/newsletter_issue_tokens', SERVICE_KEY]]);
    expect(requests[0]!.body).toEqual({ p_subscriber_ids: [1, 2, 3], p_purpose: 'unsubscribe', p_token_hashes: hashes, p_valid_seconds: 60 });
  });

  test('the mail queue is claimed with the service-role key, each message with when its address was entered', async () => {
    const SERVICE_KEY = 'eyJhbGciOiJIUzI1NiJ9.service-test-key';
    // PostgREST writes a timestamptz as ISO 8601 text with microseconds.
    const claimed = [{ outbox_id: 7, subscriber_id: 9, email: 'jane@example.com', kind: 'confirm', attempts: 2, requested_at: '2026-11-26T05:13:42.123456+00:00' }];
    const { fetchDouble, requests } = postgrest(async () => Response.json(claimed));
    const store = createSupabaseStore({ url: PROJECT_URL, anonKey: ANON_KEY, serviceRoleKey: SERVICE_KEY, fetch: fetchDouble });
    await expect(store.admin!.claimMail(20)).resolves.toEqual([
      { outboxId: 7, subscriberId: 9, email: 'jane@example.com', kind: 'confirm', attempts: 2, requestedAt: new Date('2026-11-26T05:13:42.123Z') },
    ]);
    expect(requests.map((request) => [new URL(request.url).pathname, request.headers.get('apikey'), request.body])).toEqual([
      ['/rest/v1/rpc/newsletter_claim_mail', SERVICE_KEY, { p_limit: 20 }],
    ]);
  });

  test('unsubscribing an address by name calls its function with the service-role key and reads its answer', async () => {
    const SERVICE_KEY = 'eyJhbGciOiJIUzI1NiJ9.service-test-key';
    const answers = ['unsubscribed', 'already-unsubscribed', 'not-found', 'gone'];
    const { fetchDouble, requests } = postgrest(async () => Response.json(answers.shift()));
    const store = createSupabaseStore({ url: PROJECT_URL, anonKey: ANON_KEY, serviceRoleKey: SERVICE_KEY, fetch: fetchDouble });
    await expect(store.admin!.unsubscribeAddress('jane@example.com')).resolves.toBe('unsubscribed');
    await expect(store.admin!.unsubscribeAddress('jane@example.com')).resolves.toBe('already-unsubscribed');
    await expect(store.admin!.unsubscribeAddress('jane@example.com')).resolves.toBe('not-found');
    await expect(store.admin!.unsubscribeAddress('jane@example.com')).rejects.toThrow('Unexpected unsubscribe outcome');
    expect(requests[0]!.url).toBe(`${PROJECT_URL}/rest/v1/rpc/newsletter_unsubscribe_address`);
    expect(requests[0]!.headers.get('apikey')).toBe(SERVICE_KEY);
    expect(requests[0]!.body).toEqual({ p_email: 'jane@example.com' });
    // Without the service-role key there is no way to do it.
    expect(createSupabaseStore({ url: PROJECT_URL, anonKey: ANON_KEY, fetch: fetchDouble }).admin).toBeUndefined();
  });

  test('creating the client still requires a URL and a key (supabase-js’s own messages)', () => {
    expect(() => createSupabaseStore({ url: '', anonKey: ANON_KEY })).toThrow('supabaseUrl is required.');
    expect(() => createSupabaseStore({ url: PROJECT_URL, anonKey: '' })).toThrow('supabaseKey is required.');
  });
});
