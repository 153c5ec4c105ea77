import { z } from 'zod';

/** Where the embedded database lives when no Supabase project is configured. */
export const DEFAULT_PGLITE_DIR = '.data/pglite';

export type NewsletterStoreConfig =
  | { kind: 'supabase'; url: string; anonKey: string }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'unavailable'; reason: string };

// An empty value in a .env file means "not set".
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());

const envSchema = z.object({
  NEXT_PUBLIC_SUPABASE_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })),
  SUPABASE_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })),
  SUPABASE_ANON_KEY: optional(z.string().trim()),
  NEXT_PUBLIC_SUPABASE_ANON_KEY: optional(z.string().trim()),
  NEWSLETTER_PGLITE_DIR: optional(z.string().trim()),
  VERCEL: optional(z.string()),
});

/**
 * Chooses the subscriber store from the environment (validated with zod):
 * a URL and an anon key select Supabase; neither selects the embedded PGlite database;
 * anything in between, or no Supabase on Vercel (whose disk is ephemeral), stores nowhere.
 */
export function resolveStoreConfig(env: Record<string, string | undefined>): NewsletterStoreConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ');
    return { kind: 'unavailable', reason: `Invalid newsletter configuration: ${problems}.` };
  }
  const vars = parsed.data;
  const url = vars.NEXT_PUBLIC_SUPABASE_URL ?? vars.SUPABASE_URL;
  const anonKey = vars.SUPABASE_ANON_KEY ?? vars.NEXT_PUBLIC_SUPABASE_ANON_KEY;

  if (url && anonKey) return { kind: 'supabase', url, anonKey };
  if (url) return { kind: 'unavailable', reason: 'A Supabase URL is set but SUPABASE_ANON_KEY is not.' };
  if (anonKey) return { kind: 'unavailable', reason: 'SUPABASE_ANON_KEY is set but NEXT_PUBLIC_SUPABASE_URL is not.' };
  if (vars.VERCEL === '1') {
    return {
      kind: 'unavailable',
      reason: 'Refusing to store subscribers on Vercel without Supabase: its disk is ephemeral. Set NEXT_PUBLIC_SUPABASE_URL and SUPABASE_ANON_KEY.',
    };
  }
  return { kind: 'pglite', dataDir: vars.NEWSLETTER_PGLITE_DIR ?? DEFAULT_PGLITE_DIR };
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
