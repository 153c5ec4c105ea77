import * as z from 'zod/mini';
import { NEWSLETTER_MESSAGES } from './messages';

/** RFC 5321 caps an address at 254 characters; longer input never reaches the database. */
export const EMAIL_MAX_LENGTH = 254;

/**
 * A local part, '@', and a domain with at least one dot, none of them containing whitespace,
 * control or invisible format characters. Internationalised addresses (RFC 6531) are allowed.
 * The migration's check constraint enforces the same shape, minus the Unicode classes.
 */
export const EMAIL_SHAPE = /^[^\s@\p{C}]+@[^\s@.\p{C}]+(?:\.[^\s@.\p{C}]+)+$/u;

export type EmailCheck = { ok: true; email: string } | { ok: false; message: string };

/**
 * The one e-mail schema: the server action checks with it, and the form loads this module on
 * demand for instant feedback (zod/mini, so the lazily loaded chunk stays small). Trims first.
 */
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
