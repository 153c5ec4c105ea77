/** @jest-environment node */
import { NEWSLETTER_MESSAGES } from '@/lib/newsletter/messages';
import { createRateLimiter, subscribe } from '@/lib/newsletter/subscribe';
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
    return answer(init?.signal ?? undefined);
  };
  return { fetchDouble, requests };
}

const created = () => Promise.resolve(new Response(null, { status: 201, statusText: 'Created' }));
const uniqueViolation = () =>
  Promise.resolve(
    Response.json(
      {
        code: '23505',
        details: 'Key (lower(email))=(jane@example.com) already exists.',
        hint: null,
        message: 'duplicate key value violates unique constraint "subscribers_email_lower_key"',
      },
      { status: 409, statusText: 'Conflict' },
    ),
  );
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
    { email: ' Jane@Example.com ', honeypot: '', clientKey: 'c' },
    { store, rateLimiter: createRateLimiter({ limit: 10, windowMs: 60_000 }), warnings: createRateLimiter({ limit: 1, windowMs: 60_000 }), logger },
  );
  return { state, requests, logger, store };
}

describe('Supabase store against PostgREST', () => {
  test('sends one insert-only POST to /rest/v1/subscribers with the anon key and the trimmed address', async () => {
    const { state, requests } = await submitThrough(created);
    expect(state).toEqual({ status: 'success', message: NEWSLETTER_MESSAGES.success, email: '' });
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.url).toBe(`${PROJECT_URL}/rest/v1/subscribers`);
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('apikey')).toBe(ANON_KEY);
    expect(request?.headers.get('authorization')).toBe(`Bearer ${ANON_KEY}`);
    expect(request?.headers.get('content-type')).toBe('application/json');
    // No .select(): asking for the row back would need read access the anon role must not have.
    expect(request?.headers.get('prefer') ?? '').not.toMatch(/return=representation/);
    expect(new URL(request?.url ?? '').search).toBe('');
    expect(request?.body).toEqual({ email: 'Jane@Example.com' });
  });

  test('409 with code 23505 is a duplicate', async () => {
    const { state, logger } = await submitThrough(uniqueViolation);
    expect(state).toEqual({ status: 'error', message: NEWSLETTER_MESSAGES.duplicate, email: 'Jane@Example.com' });
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
    const slowButFine = () => new Promise<Response>((resolve) => setTimeout(() => resolve(new Response(null, { status: 201 })), 50));
    const { state } = await submitThrough(slowButFine, 1_000);
    expect(state.status).toBe('success');
  });

  test('creating the client still requires a URL and a key (supabase-js’s own messages)', () => {
    expect(() => createSupabaseStore({ url: '', anonKey: ANON_KEY })).toThrow('supabaseUrl is required.');
    expect(() => createSupabaseStore({ url: PROJECT_URL, anonKey: '' })).toThrow('supabaseKey is required.');
  });
});
