import { z } from 'zod';

/** Where the embedded database lives when it is the zero-set-up default (development and tests). */
export const DEFAULT_PGLITE_DIR = '.data/pglite';

/** Proxies in front of the app that append to x-forwarded-for; 1 is right on Vercel and behind one nginx. */
export const DEFAULT_TRUSTED_HOPS = 1;

export type NewsletterStoreConfig =
  | { kind: 'supabase'; url: string; anonKey: string }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'unavailable'; reason: string };

export type NewsletterConfig = { store: NewsletterStoreConfig; trustedHops: number };

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
  NEWSLETTER_TRUSTED_HOPS: optional(z.coerce.number({ error: 'must be a whole number from 1 to 10' }).int().min(1).max(10)),
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
    return { store: unavailable(`Invalid newsletter configuration: ${problems}.`), trustedHops: DEFAULT_TRUSTED_HOPS };
  }
  const vars = parsed.data;
  return { store: chooseStore(vars), trustedHops: vars.NEWSLETTER_TRUSTED_HOPS ?? DEFAULT_TRUSTED_HOPS };
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
