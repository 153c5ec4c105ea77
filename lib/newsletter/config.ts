import { z } from 'zod';
import { DEFAULT_SITE_URL } from '@/content/site-config';
import { NEWSLETTER_JOBS_PATH } from './jobs-schedule.mjs';

/** The site config's default, as the site's: links use NEXT_PUBLIC_SITE_URL when it is set, read from the env passed in. */
const DEFAULT_SITE_ORIGIN = new URL(DEFAULT_SITE_URL).origin;

/** Where the embedded database lives when it is the zero-set-up default (development and tests). */
export const DEFAULT_PGLITE_DIR = '.data/pglite';

/** Proxies in front of the app that append to x-forwarded-for; 1 is right on Vercel and behind one nginx. */
export const DEFAULT_TRUSTED_HOPS = 1;

export type NewsletterStoreConfig =
  | { kind: 'supabase'; url: string; anonKey: string }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'unavailable'; reason: string };

/** Where e-mail goes: an SMTP server, a folder of .eml files (development only), or nowhere (and why). */
export type MailConfig =
  | { kind: 'smtp'; url: string }
  | { kind: 'outbox'; dir: string }
  | { kind: 'unavailable'; reason: string };

/** A confirmation link works at most as long as a pending address is kept (7 days). */
const CONFIRM_LINK_MAX_HOURS = 7 * 24;

/** Where the development outbox writes each message when no SMTP server is configured. */
export const DEFAULT_OUTBOX_DIR = '.data/outbox';

/**
 * Links in development e-mails point at `npm run dev` (127.0.0.1) on the port it listens on: `next dev` writes that
 * port to PORT once it listens (`-p 4301`, or the next free one when 3000 is taken). Never a request's Host header, and
 * never in production, where a link's origin is configured (siteLinkOrigin).
 */
function developmentLinkOrigin(port: string | undefined): string {
  const number = Number(port);
  return `http://127.0.0.1:${Number.isInteger(number) && number > 0 && number < 65_536 ? number : 3000}`;
}

export type NewsletterConfig = {
  store: NewsletterStoreConfig;
  /** 0: no proxy in front, so no forwarded address can be trusted (every client shares one per-client count). */
  trustedHops: number;
  mail: MailConfig;
  /** Scheme, host and port of the links in e-mails. */
  linkOrigin: string;
  /** Server-only Supabase key for the jobs that must read the list: the mail queue, the export, the clean-up. */
  serviceRoleKey?: string;
  /** How long a confirmation link works (NEWSLETTER_CONFIRM_LINK_HOURS, default and maximum 7 days). */
  confirmLinkSeconds: number;
  /** Bearer secret of the delivery route that Vercel Cron calls (/api/newsletter/deliver). */
  cronSecret?: string;
  /**
   * Why this process refuses new sign-ups although it may have a store: one it took could not finish its course (the
   * confirmation e-mail, its retries, the deletion of an address left unconfirmed). Links already sent still work.
   */
  signUpRefusal?: string;
};

// An empty value in a .env file means "not set".
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

const envSchema = z.object({
  NEXT_PUBLIC_SUPABASE_URL: optional(httpUrl),
  SUPABASE_URL: optional(httpUrl),
  SUPABASE_ANON_KEY: optional(z.string().trim()),
  NEXT_PUBLIC_SUPABASE_ANON_KEY: optional(z.string().trim()),
  NEWSLETTER_STORE: optional(z.enum(['supabase', 'pglite'], { error: "must be 'supabase' or 'pglite'" })),
  NEWSLETTER_PGLITE_DIR: optional(z.string().trim()),
  NEWSLETTER_TRUSTED_HOPS: optional(z.coerce.number({ error: 'must be a whole number from 0 to 10' }).int().min(0).max(10)),
  NEWSLETTER_SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })),
  NEWSLETTER_OUTBOX_DIR: optional(z.string().trim()),
  NEWSLETTER_LINK_ORIGIN: optional(httpUrl),
  NEXT_PUBLIC_SITE_URL: optional(httpUrl),
  SUPABASE_SERVICE_ROLE_KEY: optional(z.string().trim()),
  NEWSLETTER_CONFIRM_LINK_HOURS: optional(z.coerce.number({ error: 'must be a number of hours' }).positive().max(CONFIRM_LINK_MAX_HOURS)),
  CRON_SECRET: optional(z.string().trim().min(16, { error: 'must be at least 16 characters' })),
  NODE_ENV: optional(z.string()),
  VERCEL: optional(z.string()),
});

const SUPABASE_VARS = 'NEXT_PUBLIC_SUPABASE_URL and SUPABASE_ANON_KEY';

/**
 * Reads the newsletter's settings from the environment (validated with zod). Supabase when its URL
 * and key are set. The embedded PGlite database without set-up in development and tests; in
 * production only when chosen (NEWSLETTER_STORE=pglite with NEWSLETTER_PGLITE_DIR), because on a
 * disk that does not survive a deploy it would report success and lose the sign-ups. Anything
 * else stores nowhere, and every subscribe gets the spec's error message.
 */
export function resolveNewsletterConfig(env: Record<string, string | undefined>): NewsletterConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ');
    const reason = `Invalid newsletter configuration: ${problems}.`;
    return {
      store: unavailable(reason),
      trustedHops: DEFAULT_TRUSTED_HOPS,
      mail: { kind: 'unavailable', reason },
      linkOrigin: DEFAULT_SITE_ORIGIN,
      confirmLinkSeconds: CONFIRM_LINK_MAX_HOURS * 3_600,
    };
  }
  const vars = parsed.data;
  const production = vars.NODE_ENV === 'production';
  const store = chooseStore(vars);
  const mail = chooseMail(vars);
  return {
    store,
    trustedHops: vars.NEWSLETTER_TRUSTED_HOPS ?? DEFAULT_TRUSTED_HOPS,
    mail,
    linkOrigin: production ? siteLinkOrigin(vars) : new URL(vars.NEWSLETTER_LINK_ORIGIN ?? developmentLinkOrigin(env.PORT)).origin,
    serviceRoleKey: vars.SUPABASE_SERVICE_ROLE_KEY,
    confirmLinkSeconds: Math.max(1, Math.round((vars.NEWSLETTER_CONFIRM_LINK_HOURS ?? CONFIRM_LINK_MAX_HOURS) * 3_600)),
    cronSecret: vars.CRON_SECRET,
    signUpRefusal: signUpRefusal(store, mail, vars),
  };
}

/**
 * A store is not enough: the site promises that a sign-up is confirmed by e-mail and that an address left unconfirmed
 * is deleted after 7 days (the privacy policy, the e-mail itself). A server that could store the address but not keep
 * those promises refuses the sign-up, with the spec's error message, instead of answering "We have sent a confirmation
 * link". Where the store itself is missing, its own reason is the one reported.
 */
function signUpRefusal(store: NewsletterStoreConfig, mail: MailConfig, vars: z.infer<typeof envSchema>): string | undefined {
  if (store.kind === 'unavailable') return undefined;
  if (mail.kind === 'unavailable') return `Refusing sign-ups: no confirmation e-mail could be sent. ${mail.reason}`;
  if (store.kind === 'supabase' && !vars.SUPABASE_SERVICE_ROLE_KEY) {
    return 'Refusing sign-ups: SUPABASE_SERVICE_ROLE_KEY is not set, and without it no confirmation e-mail is sent and no unconfirmed address is deleted (the anon key cannot read the queue).';
  }
  if (vars.VERCEL === '1' && !vars.CRON_SECRET) {
    return `Refusing sign-ups on Vercel: CRON_SECRET is not set, so Vercel Cron cannot call ${NEWSLETTER_JOBS_PATH}, which retries unsent confirmation e-mails and deletes addresses not confirmed within 7 days.`;
  }
  return undefined;
}

/**
 * Where links in mail from the live site point: NEWSLETTER_LINK_ORIGIN, else the site's URL. Production's links, and
 * the exported list's wherever it is exported from (`npm run subscribers`: the newsletter goes out to real readers).
 */
export function siteLinkOrigin(env: { NEWSLETTER_LINK_ORIGIN?: string; NEXT_PUBLIC_SITE_URL?: string }): string {
  // An empty value (a .env line with nothing after "=") means "not set", as everywhere in this configuration.
  const set = (value: string | undefined) => value?.trim() || undefined;
  return new URL(set(env.NEWSLETTER_LINK_ORIGIN) ?? set(env.NEXT_PUBLIC_SITE_URL) ?? DEFAULT_SITE_ORIGIN).origin;
}

/**
 * SMTP when it is set. Otherwise the outbox folder: by default outside production, and in production only when named
 * (trying a production build locally), never on Vercel, whose disk does not keep it. Else nothing, and then no sign-up
 * is taken (signUpRefusal).
 */
function chooseMail(vars: z.infer<typeof envSchema>): MailConfig {
  if (vars.NEWSLETTER_SMTP_URL) return { kind: 'smtp', url: vars.NEWSLETTER_SMTP_URL };
  if (vars.VERCEL === '1') {
    return { kind: 'unavailable', reason: 'No SMTP server on Vercel. Set NEWSLETTER_SMTP_URL (smtp://user:password@host:587); a folder there does not persist.' };
  }
  if (vars.NODE_ENV === 'production' && !vars.NEWSLETTER_OUTBOX_DIR) {
    return {
      kind: 'unavailable',
      reason:
        'No SMTP server for production. Set NEWSLETTER_SMTP_URL (smtp://user:password@host:587), or NEWSLETTER_OUTBOX_DIR to write each message to a folder instead (trying a production build locally).',
    };
  }
  return { kind: 'outbox', dir: vars.NEWSLETTER_OUTBOX_DIR ?? DEFAULT_OUTBOX_DIR };
}

function chooseStore(vars: z.infer<typeof envSchema>): NewsletterStoreConfig {
  const url = vars.NEXT_PUBLIC_SUPABASE_URL ?? vars.SUPABASE_URL;
  const anonKey = vars.SUPABASE_ANON_KEY ?? vars.NEXT_PUBLIC_SUPABASE_ANON_KEY;
  const production = vars.NODE_ENV === 'production';

  if (vars.NEWSLETTER_STORE !== 'pglite' && (vars.NEWSLETTER_STORE === 'supabase' || url || anonKey)) {
    if (url && anonKey) return { kind: 'supabase', url, anonKey };
    if (url) return unavailable('A Supabase URL is set but SUPABASE_ANON_KEY is not.');
    if (anonKey) return unavailable('SUPABASE_ANON_KEY is set but NEXT_PUBLIC_SUPABASE_URL is not.');
    return unavailable(`NEWSLETTER_STORE=supabase but ${SUPABASE_VARS} are not set.`);
  }
  if (vars.VERCEL === '1') {
    return unavailable(`Refusing to store subscribers on Vercel without Supabase: its disk is ephemeral. Set ${SUPABASE_VARS}.`);
  }
  if (vars.NEWSLETTER_STORE === 'pglite') {
    if (production && !vars.NEWSLETTER_PGLITE_DIR) {
      return unavailable('NEWSLETTER_STORE=pglite needs NEWSLETTER_PGLITE_DIR in production: a folder on a disk that survives restarts and deploys.');
    }
    return { kind: 'pglite', dataDir: vars.NEWSLETTER_PGLITE_DIR ?? DEFAULT_PGLITE_DIR };
  }
  if (production) {
    return unavailable(
      `No subscriber store for production. Set ${SUPABASE_VARS}, or choose the embedded database with NEWSLETTER_STORE=pglite and NEWSLETTER_PGLITE_DIR=<a persistent folder>.`,
    );
  }
  return { kind: 'pglite', dataDir: vars.NEWSLETTER_PGLITE_DIR ?? DEFAULT_PGLITE_DIR };
}

const unavailable = (reason: string): NewsletterStoreConfig => ({ kind: 'unavailable', reason });

/** One line for the server log saying where e-mail goes (never the password). */
export function describeMailConfig(config: MailConfig): string {
  switch (config.kind) {
    case 'smtp':
      return `sending e-mail through SMTP at ${new URL(config.url).host}`;
    case 'outbox':
      return `writing e-mail to the development outbox ${config.dir} (nothing is sent)`;
    case 'unavailable':
      return `NOT sending e-mail: ${config.reason}`;
  }
}

/** Start-up warnings about the client address the per-client rate limit counts by. */
export function describeTrustedHops(trustedHops: number, onVercel: boolean): string | null {
  if (trustedHops === 0) {
    return 'NEWSLETTER_TRUSTED_HOPS=0: no proxy in front, so no client address can be trusted; all clients share one per-client count (the per-address and overall limits still hold).';
  }
  if (onVercel) return null;
  return `trusting x-forwarded-for entry ${trustedHops} from the right. A bare next start has no trustworthy client address (a client can send its own header): put a proxy in front or set NEWSLETTER_TRUSTED_HOPS=0. The per-address and overall limits hold either way.`;
}

/** One line for the server log saying where subscribers will go (never the key). */
export function describeStoreConfig(config: NewsletterStoreConfig): string {
  switch (config.kind) {
    case 'supabase':
      return `storing subscribers in Supabase at ${new URL(config.url).host}`;
    case 'pglite':
      return `storing subscribers in the embedded PGlite database at ${config.dataDir}`;
    case 'unavailable':
      return `NOT storing subscribers: ${config.reason}`;
  }
}
