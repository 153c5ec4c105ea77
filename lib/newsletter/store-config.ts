import type { NewsletterEnv } from './env-schema';

/** Where the embedded database lives when it is the zero-set-up default (development and tests). */
export const DEFAULT_PGLITE_DIR = '.data/pglite';

export type NewsletterStoreConfig =
  | { kind: 'supabase'; url: string; anonKey: string }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'unavailable'; reason: string };

const SUPABASE_VARS = 'NEXT_PUBLIC_SUPABASE_URL and SUPABASE_ANON_KEY';

/** Which store takes sign-ups, or why none does (see resolveNewsletterConfig). */
export function chooseStore(vars: NewsletterEnv): NewsletterStoreConfig {
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
