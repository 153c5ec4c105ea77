import { DEFAULT_TRUSTED_HOPS, resolveNewsletterConfig } from '@/lib/newsletter/config';
import { describeMailConfig, describeStoreConfig, describeTrustedHops } from '@/lib/newsletter/config-log';
import { siteLinkOrigin } from '@/lib/newsletter/link-origin';
import { DEFAULT_OUTBOX_DIR } from '@/lib/newsletter/mail-config';
import { DEFAULT_PGLITE_DIR } from '@/lib/newsletter/store-config';
import { DEFAULT_SITE_URL } from '@/content/site-config';

const URL = 'https://abcd1234.supabase.co';
const store = (env: Record<string, string>) => resolveNewsletterConfig(env).store;
const PRODUCTION = { NODE_ENV: 'production' };

describe('choosing the subscriber store from the environment', () => {
  test('development and tests, no settings: the embedded database in .data/, zero set-up', () => {
    expect(store({})).toEqual({ kind: 'pglite', dataDir: DEFAULT_PGLITE_DIR });
    expect(store({ NODE_ENV: 'development' })).toEqual({ kind: 'pglite', dataDir: DEFAULT_PGLITE_DIR });
    expect(store({ NODE_ENV: 'test' })).toEqual({ kind: 'pglite', dataDir: DEFAULT_PGLITE_DIR });
    expect(DEFAULT_PGLITE_DIR).toBe('.data/pglite');
  });

  test('NEWSLETTER_PGLITE_DIR moves the embedded database (tests use a temporary folder)', () => {
    expect(store({ NEWSLETTER_PGLITE_DIR: '/tmp/x' })).toEqual({ kind: 'pglite', dataDir: '/tmp/x' });
  });

  test('a URL and an anon key select Supabase, from either variable name', () => {
    expect(store({ NEXT_PUBLIC_SUPABASE_URL: URL, SUPABASE_ANON_KEY: 'k' })).toEqual({ kind: 'supabase', url: URL, anonKey: 'k' });
    expect(store({ SUPABASE_URL: URL, NEXT_PUBLIC_SUPABASE_ANON_KEY: 'k2', ...PRODUCTION })).toEqual({ kind: 'supabase', url: URL, anonKey: 'k2' });
  });

  test('the server-only key name wins over the public one', () => {
    expect(store({ SUPABASE_URL: URL, SUPABASE_ANON_KEY: 'server', NEXT_PUBLIC_SUPABASE_ANON_KEY: 'public' })).toMatchObject({ anonKey: 'server' });
  });

  test('empty values count as unset', () => {
    expect(store({ NEXT_PUBLIC_SUPABASE_URL: '', SUPABASE_ANON_KEY: '  ', NEWSLETTER_PGLITE_DIR: '', NEWSLETTER_STORE: '' })).toEqual({
      kind: 'pglite',
      dataDir: DEFAULT_PGLITE_DIR,
    });
  });

  test.each([
    ['a URL without a key', { NEXT_PUBLIC_SUPABASE_URL: URL }, /SUPABASE_ANON_KEY is not/],
    ['a key without a URL', { SUPABASE_ANON_KEY: 'k' }, /NEXT_PUBLIC_SUPABASE_URL is not/],
    ['a malformed URL', { NEXT_PUBLIC_SUPABASE_URL: 'abcd.supabase', SUPABASE_ANON_KEY: 'k' }, /NEXT_PUBLIC_SUPABASE_URL must be an http\(s\) URL/],
    ['a non-http URL', { SUPABASE_URL: 'ftp://abcd.supabase.co', SUPABASE_ANON_KEY: 'k' }, /SUPABASE_URL must be an http\(s\) URL/],
    ['Supabase chosen but not set', { NEWSLETTER_STORE: 'supabase' }, /NEWSLETTER_STORE=supabase but/],
    ['an unknown store', { NEWSLETTER_STORE: 'sqlite' }, /NEWSLETTER_STORE must be 'supabase' or 'pglite'/],
  ])('half or broken settings never fall back to the local disk: %s', (_case, env, reason) => {
    const config = store(env);
    expect(config.kind).toBe('unavailable');
    expect(config.kind === 'unavailable' && config.reason).toMatch(reason);
  });

  test('production without Supabase refuses, saying what to set, rather than write to a disk that may not last', () => {
    const config = store(PRODUCTION);
    expect(config).toEqual({ kind: 'unavailable', reason: expect.stringMatching(/No subscriber store for production/) });
    expect(config.kind === 'unavailable' && config.reason).toMatch(/NEWSLETTER_STORE=pglite and NEWSLETTER_PGLITE_DIR/);
    // A folder alone is not a choice: the store must be named.
    expect(store({ ...PRODUCTION, NEWSLETTER_PGLITE_DIR: '/srv/newsletter' }).kind).toBe('unavailable');
  });

  test('production uses the embedded database only when chosen, in a folder the operator names', () => {
    expect(store({ ...PRODUCTION, NEWSLETTER_STORE: 'pglite', NEWSLETTER_PGLITE_DIR: '/srv/newsletter' })).toEqual({ kind: 'pglite', dataDir: '/srv/newsletter' });
    expect(store({ ...PRODUCTION, NEWSLETTER_STORE: 'pglite' })).toEqual({
      kind: 'unavailable',
      reason: expect.stringMatching(/NEWSLETTER_STORE=pglite needs NEWSLETTER_PGLITE_DIR in production/),
    });
    // The explicit choice wins over Supabase settings left in the environment.
    expect(store({ ...PRODUCTION, NEWSLETTER_STORE: 'pglite', NEWSLETTER_PGLITE_DIR: '/srv/n', NEXT_PUBLIC_SUPABASE_URL: URL, SUPABASE_ANON_KEY: 'k' }).kind).toBe('pglite');
  });

  test('on Vercel without Supabase it refuses, even when the embedded database is chosen', () => {
    expect(store({ VERCEL: '1' })).toEqual({ kind: 'unavailable', reason: expect.stringMatching(/Refusing to store subscribers on Vercel/) });
    expect(store({ VERCEL: '1', NEWSLETTER_STORE: 'pglite', NEWSLETTER_PGLITE_DIR: '/tmp/x' }).kind).toBe('unavailable');
    expect(store({ VERCEL: '1', NEXT_PUBLIC_SUPABASE_URL: URL, SUPABASE_ANON_KEY: 'k' }).kind).toBe('supabase');
  });

  test('the log line names the backend and never the key', () => {
    const line = describeStoreConfig({ kind: 'supabase', url: URL, anonKey: 'secret-anon-key' });
    expect(line).toContain('abcd1234.supabase.co');
    expect(line).not.toContain('secret-anon-key');
    expect(describeStoreConfig({ kind: 'unavailable', reason: 'why' })).toBe('NOT storing subscribers: why');
  });
});

describe('which forwarded hop is trusted (NEWSLETTER_TRUSTED_HOPS)', () => {
  test('defaults to 1: the entry Vercel, or one nginx, appended', () => {
    expect(DEFAULT_TRUSTED_HOPS).toBe(1);
    expect(resolveNewsletterConfig({}).trustedHops).toBe(1);
    expect(resolveNewsletterConfig({ NEWSLETTER_TRUSTED_HOPS: '' }).trustedHops).toBe(1);
  });

  test('takes a whole number of proxies from 1 to 10', () => {
    expect(resolveNewsletterConfig({ NEWSLETTER_TRUSTED_HOPS: '2' }).trustedHops).toBe(2);
  });

  test('0 says no proxy is in front: no forwarded address is trusted', () => {
    expect(resolveNewsletterConfig({ NEWSLETTER_TRUSTED_HOPS: '0' }).trustedHops).toBe(0);
    expect(describeTrustedHops(0, false)).toMatch(/no client address can be trusted/);
  });

  test('off Vercel, the start-up log says a bare next start has no trustworthy client address', () => {
    expect(describeTrustedHops(1, false)).toMatch(/A bare next start has no trustworthy client address/);
    expect(describeTrustedHops(1, true)).toBeNull();
  });

  test.each(['-1', '1.5', 'two', '11'])('refuses %s: subscriptions stop and the start-up log says why', (value) => {
    const config = resolveNewsletterConfig({ NEWSLETTER_TRUSTED_HOPS: value });
    expect(config.store).toEqual({ kind: 'unavailable', reason: expect.stringMatching(/NEWSLETTER_TRUSTED_HOPS/) });
  });
});

describe('where e-mail goes', () => {
  const mail = (env: Record<string, string>) => resolveNewsletterConfig(env).mail;

  test('development and tests, nothing set: the outbox folder under .data/, zero set-up', () => {
    expect(mail({})).toEqual({ kind: 'outbox', dir: DEFAULT_OUTBOX_DIR });
    expect(DEFAULT_OUTBOX_DIR).toBe('.data/outbox');
    expect(mail({ NEWSLETTER_OUTBOX_DIR: '/tmp/out' })).toEqual({ kind: 'outbox', dir: '/tmp/out' });
  });

  test('an SMTP URL sends through it, in any environment; the log names the host, never the password', () => {
    const url = 'smtps://resend:re_secret@smtp.resend.com:465';
    expect(mail({ NEWSLETTER_SMTP_URL: url, ...PRODUCTION })).toEqual({ kind: 'smtp', url });
    const line = describeMailConfig({ kind: 'smtp', url });
    expect(line).toContain('smtp.resend.com');
    expect(line).not.toContain('re_secret');
  });

  test('production with nothing set refuses to send and says so at start', () => {
    const config = mail(PRODUCTION);
    expect(config).toEqual({ kind: 'unavailable', reason: expect.stringMatching(/No SMTP server for production. Set NEWSLETTER_SMTP_URL/) });
    expect(describeMailConfig(config)).toMatch(/^NOT sending e-mail/);
  });

  test('production writes to an outbox folder only when one is named, and Vercel never, whose disk does not keep it', () => {
    expect(mail({ ...PRODUCTION, NEWSLETTER_OUTBOX_DIR: '.data/outbox' })).toEqual({ kind: 'outbox', dir: '.data/outbox' });
    expect(mail({ ...PRODUCTION, VERCEL: '1', NEWSLETTER_OUTBOX_DIR: '/tmp/out' })).toEqual({ kind: 'unavailable', reason: expect.stringMatching(/^No SMTP server on Vercel/) });
    expect(mail({ VERCEL: '1' }).kind).toBe('unavailable');
  });

  test('a malformed SMTP URL stops the newsletter with the reason', () => {
    expect(mail({ NEWSLETTER_SMTP_URL: 'http://smtp.example.com' })).toEqual({ kind: 'unavailable', reason: expect.stringMatching(/NEWSLETTER_SMTP_URL must be an smtp/) });
  });

  test('a confirmation link works 7 days, or less when NEWSLETTER_CONFIRM_LINK_HOURS says so, never more', () => {
    expect(resolveNewsletterConfig({}).confirmLinkSeconds).toBe(7 * 86_400);
    expect(resolveNewsletterConfig({ NEWSLETTER_CONFIRM_LINK_HOURS: '48' }).confirmLinkSeconds).toBe(48 * 3_600);
    expect(resolveNewsletterConfig({ NEWSLETTER_CONFIRM_LINK_HOURS: '200' }).store.kind).toBe('unavailable');
  });

  test('the exported list’s links point at the live site wherever it is exported from; empty values count as unset', () => {
    expect(siteLinkOrigin({})).toBe(DEFAULT_SITE_URL);
    expect(siteLinkOrigin({ NEWSLETTER_LINK_ORIGIN: ' ', NEXT_PUBLIC_SITE_URL: 'https://staging.example.com/x' })).toBe('https://staging.example.com');
    expect(siteLinkOrigin({ NEWSLETTER_LINK_ORIGIN: 'https://news.example.com/', NEXT_PUBLIC_SITE_URL: 'https://staging.example.com' })).toBe('https://news.example.com');
  });

  test("with no URL set, links follow the site config's default, so a new domain there moves the e-mails' links too", () => {
    jest.isolateModules(() => {
      jest.doMock('@/content/site-config', () => ({ ...jest.requireActual('@/content/site-config'), DEFAULT_SITE_URL: 'https://www.renamed.example' }));
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const linkOrigin = require('@/lib/newsletter/link-origin') as typeof import('@/lib/newsletter/link-origin');
      expect(linkOrigin.siteLinkOrigin({})).toBe('https://www.renamed.example');
    });
  });

  test('links point at NEWSLETTER_LINK_ORIGIN, else the site in production and npm run dev in development', () => {
    expect(resolveNewsletterConfig({ NEWSLETTER_LINK_ORIGIN: 'http://127.0.0.1:3121/' }).linkOrigin).toBe('http://127.0.0.1:3121');
    expect(resolveNewsletterConfig(PRODUCTION).linkOrigin).toBe(DEFAULT_SITE_URL);
    expect(resolveNewsletterConfig({ ...PRODUCTION, NEXT_PUBLIC_SITE_URL: 'https://staging.example.com/' }).linkOrigin).toBe('https://staging.example.com');
    expect(resolveNewsletterConfig({}).linkOrigin).toBe('http://127.0.0.1:3000');
  });

  test('npm run dev on another port: links follow the port next dev listens on, which it writes to PORT', () => {
    const development = (env: Record<string, string>) => resolveNewsletterConfig({ NODE_ENV: 'development', ...env });
    expect(development({ PORT: '4301' }).linkOrigin).toBe('http://127.0.0.1:4301');
    expect(development({}).linkOrigin).toBe('http://127.0.0.1:3000');
    expect(development({ PORT: '4301', NEWSLETTER_LINK_ORIGIN: 'http://localhost:4301/' }).linkOrigin).toBe('http://localhost:4301');
    // Not a port: the README's address, and the newsletter still works.
    for (const PORT of ['', 'abc', '0', '65536', '4301.5']) {
      expect(development({ PORT }).linkOrigin).toBe('http://127.0.0.1:3000');
      expect(development({ PORT }).store.kind).toBe('pglite');
    }
  });

  test('production never takes a link origin from the server it runs on: next start writes PORT too', () => {
    expect(resolveNewsletterConfig({ ...PRODUCTION, PORT: '3100' }).linkOrigin).toBe(DEFAULT_SITE_URL);
    expect(resolveNewsletterConfig({ ...PRODUCTION, PORT: '3100', NEXT_PUBLIC_SITE_URL: 'https://staging.example.com' }).linkOrigin).toBe('https://staging.example.com');
    expect(resolveNewsletterConfig({ ...PRODUCTION, PORT: '3100', NEWSLETTER_LINK_ORIGIN: 'https://news.example.com' }).linkOrigin).toBe('https://news.example.com');
  });
});

describe('refusing sign-ups that could not be seen through', () => {
  const refusal = (env: Record<string, string>) => resolveNewsletterConfig(env).signUpRefusal;
  const SMTP = { NEWSLETTER_SMTP_URL: 'smtp://relay.example.com:587' };
  const SUPABASE = { NEXT_PUBLIC_SUPABASE_URL: URL, SUPABASE_ANON_KEY: 'anon', SUPABASE_SERVICE_ROLE_KEY: 'service' };
  const PGLITE = { NEWSLETTER_STORE: 'pglite', NEWSLETTER_PGLITE_DIR: '/srv/newsletter' };
  const CRON = { CRON_SECRET: 'a-cron-secret-of-32-characters!!' };

  test('development with nothing set, and a complete production set-up, take sign-ups', () => {
    expect(refusal({})).toBeUndefined();
    expect(refusal({ ...PRODUCTION, ...PGLITE, ...SMTP })).toBeUndefined();
    expect(refusal({ ...PRODUCTION, ...SUPABASE, ...SMTP })).toBeUndefined();
    expect(refusal({ ...PRODUCTION, ...SUPABASE, ...SMTP, ...CRON, VERCEL: '1' })).toBeUndefined();
  });

  test('a production store without an SMTP server: no confirmation e-mail could go, so no sign-up is taken', () => {
    expect(refusal({ ...PRODUCTION, ...PGLITE })).toMatch(/^Refusing sign-ups: no confirmation e-mail could be sent\. No SMTP server for production/);
    expect(refusal({ ...PRODUCTION, ...SUPABASE, ...CRON, VERCEL: '1' })).toMatch(/NEWSLETTER_SMTP_URL/);
  });

  test('Supabase without the service-role key: the queue and the clean-up cannot be read, in any environment', () => {
    const anonOnly = { NEXT_PUBLIC_SUPABASE_URL: URL, SUPABASE_ANON_KEY: 'anon' };
    expect(refusal({ ...anonOnly })).toMatch(/SUPABASE_SERVICE_ROLE_KEY is not set/);
    expect(refusal({ ...PRODUCTION, ...anonOnly, ...SMTP })).toMatch(/SUPABASE_SERVICE_ROLE_KEY is not set/);
  });

  test('on Vercel without CRON_SECRET: nothing would retry the e-mail or delete an unconfirmed address', () => {
    expect(refusal({ ...PRODUCTION, ...SUPABASE, ...SMTP, VERCEL: '1' })).toMatch(/^Refusing sign-ups on Vercel: CRON_SECRET is not set.*\/api\/newsletter\/deliver/);
  });

  test('where there is no store at all, the store’s own reason is the one given', () => {
    const config = resolveNewsletterConfig(PRODUCTION);
    expect(config.store.kind).toBe('unavailable');
    expect(config.signUpRefusal).toBeUndefined();
  });
});
