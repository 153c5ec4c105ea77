import type { NewsletterEnv } from './env-schema';

/** Where e-mail goes: an SMTP server, a folder of .eml files (development only), or nowhere (and why). */
export type MailConfig =
  | { kind: 'smtp'; url: string }
  | { kind: 'outbox'; dir: string }
  | { kind: 'unavailable'; reason: string };

/** Where the development outbox writes each message when no SMTP server is configured. */
export const DEFAULT_OUTBOX_DIR = '.data/outbox';

/**
 * SMTP when it is set. Otherwise the outbox folder: by default outside production, and in production only when named
 * (trying a production build locally), never on Vercel, whose disk does not keep it. Else nothing, and then no sign-up
 * is taken (signUpRefusal).
 */
export function chooseMail(vars: NewsletterEnv): MailConfig {
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
