// Server side only: the form checks in the browser with email-check.ts, which ships no schema library.
import * as z from 'zod/mini';
import { EMAIL_MAX_LENGTH, EMAIL_SHAPE, type EmailCheck } from './email-check';
import { NEWSLETTER_MESSAGES } from './messages';

export { EMAIL_MAX_LENGTH, EMAIL_SHAPE, type EmailCheck } from './email-check';

/** The source of truth on the server; the browser mirrors it in email-check.ts. Trims first. */
export const newsletterEmailSchema = z.string({ error: NEWSLETTER_MESSAGES.emptyEmail }).check(
  z.trim(),
  z.minLength(1, { error: NEWSLETTER_MESSAGES.emptyEmail, abort: true }),
  z.maxLength(EMAIL_MAX_LENGTH, { error: NEWSLETTER_MESSAGES.invalidEmail, abort: true }),
  z.regex(EMAIL_SHAPE, { error: NEWSLETTER_MESSAGES.invalidEmail }),
);

/** Checks a raw form value; anything that is not a string (a missing field) counts as empty. */
export function checkNewsletterEmail(value: unknown): EmailCheck {
  const result = newsletterEmailSchema.safeParse(typeof value === 'string' ? value : '');
  if (result.success) return { ok: true, email: result.data };
  return { ok: false, message: result.error.issues[0]?.message ?? NEWSLETTER_MESSAGES.invalidEmail };
}
