import { CONFIRM_LINK_MAX_HOURS, envSchema, type NewsletterEnv } from './env-schema';
import { NEWSLETTER_JOBS_PATH } from './jobs-schedule.mjs';
import { DEFAULT_SITE_ORIGIN, developmentLinkOrigin, siteLinkOrigin } from './link-origin';
import { chooseMail, type MailConfig } from './mail-config';
import { chooseStore, type NewsletterStoreConfig } from './store-config';

/** Proxies in front of the app that append to x-forwarded-for; 1 is right on Vercel and behind one nginx. */
export const DEFAULT_TRUSTED_HOPS = 1;

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
      store: { kind: 'unavailable', reason },
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
function signUpRefusal(store: NewsletterStoreConfig, mail: MailConfig, vars: NewsletterEnv): string | undefined {
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
