import { DEFAULT_PGLITE_DIR, describeStoreConfig, resolveStoreConfig } from '@/lib/newsletter/store-config';

const URL = 'https://abcd1234.supabase.co';

describe('choosing the subscriber store from the environment', () => {
  test('no Supabase settings: the embedded database in .data/', () => {
    expect(resolveStoreConfig({})).toEqual({ kind: 'pglite', dataDir: DEFAULT_PGLITE_DIR });
    expect(DEFAULT_PGLITE_DIR).toBe('.data/pglite');
  });

  test('NEWSLETTER_PGLITE_DIR moves the embedded database (tests use a temporary folder)', () => {
    expect(resolveStoreConfig({ NEWSLETTER_PGLITE_DIR: '/tmp/x' })).toEqual({ kind: 'pglite', dataDir: '/tmp/x' });
  });

  test('a URL and an anon key select Supabase, from either variable name', () => {
    expect(resolveStoreConfig({ NEXT_PUBLIC_SUPABASE_URL: URL, SUPABASE_ANON_KEY: 'k' })).toEqual({ kind: 'supabase', url: URL, anonKey: 'k' });
    expect(resolveStoreConfig({ SUPABASE_URL: URL, NEXT_PUBLIC_SUPABASE_ANON_KEY: 'k2' })).toEqual({ kind: 'supabase', url: URL, anonKey: 'k2' });
  });

  test('the server-only key name wins over the public one', () => {
    expect(resolveStoreConfig({ SUPABASE_URL: URL, SUPABASE_ANON_KEY: 'server', NEXT_PUBLIC_SUPABASE_ANON_KEY: 'public' })).toMatchObject({
      anonKey: 'server',
    });
  });

  test('empty values count as unset', () => {
    expect(resolveStoreConfig({ NEXT_PUBLIC_SUPABASE_URL: '', SUPABASE_ANON_KEY: '  ', NEWSLETTER_PGLITE_DIR: '' })).toEqual({
      kind: 'pglite',
      dataDir: DEFAULT_PGLITE_DIR,
    });
  });

  test.each([
    ['a URL without a key', { NEXT_PUBLIC_SUPABASE_URL: URL }, /SUPABASE_ANON_KEY is not/],
    ['a key without a URL', { SUPABASE_ANON_KEY: 'k' }, /NEXT_PUBLIC_SUPABASE_URL is not/],
    ['a malformed URL', { NEXT_PUBLIC_SUPABASE_URL: 'abcd.supabase', SUPABASE_ANON_KEY: 'k' }, /NEXT_PUBLIC_SUPABASE_URL must be an http\(s\) URL/],
    ['a non-http URL', { SUPABASE_URL: 'ftp://abcd.supabase.co', SUPABASE_ANON_KEY: 'k' }, /SUPABASE_URL must be an http\(s\) URL/],
  ])('half or broken settings never fall back to the local disk: %s', (_case, env, reason) => {
    const config = resolveStoreConfig(env);
    expect(config.kind).toBe('unavailable');
    expect(config.kind === 'unavailable' && config.reason).toMatch(reason);
  });

  test('on Vercel without Supabase it refuses rather than write to an ephemeral disk', () => {
    const config = resolveStoreConfig({ VERCEL: '1' });
    expect(config).toEqual({ kind: 'unavailable', reason: expect.stringMatching(/Refusing to store subscribers on Vercel/) });
    expect(resolveStoreConfig({ VERCEL: '1', NEXT_PUBLIC_SUPABASE_URL: URL, SUPABASE_ANON_KEY: 'k' }).kind).toBe('supabase');
  });

  test('the log line names the backend and never the key', () => {
    const line = describeStoreConfig({ kind: 'supabase', url: URL, anonKey: 'secret-anon-key' });
    expect(line).toContain('abcd1234.supabase.co');
    expect(line).not.toContain('secret-anon-key');
    expect(describeStoreConfig({ kind: 'unavailable', reason: 'why' })).toBe('NOT storing subscribers: why');
  });
});
