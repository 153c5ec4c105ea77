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
 * The form's instant check in the browser: the server schema's rules (email-schema.ts) in plain
 * code, because even zod/mini adds about 14 KiB gzipped to every page's JavaScript (the footer form
 * is on every page). The server still checks with its schema; a test keeps the two in agreement.
 */
export function checkEmailInBrowser(value: unknown): EmailCheck {
  const email = typeof value === 'string' ? value.trim() : '';
  if (email.length === 0) return { ok: false, message: NEWSLETTER_MESSAGES.emptyEmail };
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_SHAPE.test(email)) return { ok: false, message: NEWSLETTER_MESSAGES.invalidEmail };
  return { ok: true, email };
}
