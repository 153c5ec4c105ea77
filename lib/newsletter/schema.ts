import * as z from 'zod/mini';
import { FORM_MESSAGES } from './form-state';

/** RFC 5321 caps a forward path at 256 octets, so an address at 254 characters. */
export const EMAIL_MAX_LENGTH = 254;

// RFC 5322 atext: what a dot-atom local part may contain without quoting.
const ATEXT = "A-Za-z0-9!#$%&'*+/=?^_`{|}~-";
// A leading '=', '+' or '-' would start a formula when the list is opened in a spreadsheet ('@' cannot occur).
const ATEXT_FIRST = "A-Za-z0-9!#$%&'*/?^_`{|}~";
const LABEL_TAIL = '([A-Za-z0-9-]{0,61}[A-Za-z0-9])?';

/**
 * What RFC 5321 delivers without quoting: a dot-atom local part of at most 64 characters, '@', and
 * a domain of two or more LDH labels (letters, digits, inner hyphens, at most 63 each) whose last
 * label starts with a letter. ASCII only: an international domain is stored in its punycode form.
 * Written in the syntax PostgreSQL and JavaScript share: the migration
 * `..._subscribers_deliverable_email.sql` checks this very pattern (a test compares them).
 */
export const EMAIL_PATTERN =
  `^(?=[^@]{1,64}@)[${ATEXT_FIRST}][${ATEXT}]*(\\.[${ATEXT}]+)*` + `@([A-Za-z0-9]${LABEL_TAIL}\\.)+[A-Za-z]${LABEL_TAIL}$`;

const EMAIL_SHAPE = new RegExp(EMAIL_PATTERN);

// Letters, marks, digits, dots and hyphens only: anything else is left for the pattern to refuse.
const UNICODE_DOMAIN = /^[\p{L}\p{M}\p{N}.-]+$/u;
const ASCII = /^[\x00-\x7f]*$/;

/**
 * Rewrites an internationalised domain to its ASCII (punycode) form with the platform's own IDNA
 * (WHATWG URL, in the browser and in Node alike): 'jane@exämple.com' becomes 'jane@xn--exmple-cua.com'.
 */
export function asciiDomain(address: string): string {
  const at = address.lastIndexOf('@');
  const domain = address.slice(at + 1);
  if (at < 0 || ASCII.test(domain) || !UNICODE_DOMAIN.test(domain)) return address;
  try {
    return `${address.slice(0, at + 1)}${new URL(`http://${domain}`).hostname}`;
  } catch {
    return address;
  }
}

export type EmailCheck = { ok: true; email: string } | { ok: false; message: string };

/**
 * The one e-mail schema: the server action checks with it, and the form loads this module on
 * demand for instant feedback (zod/mini, so the lazily loaded chunk stays small). It trims and
 * NFC-normalises first, so composed and decomposed spellings of one address are one subscriber.
 */
export const newsletterEmailSchema = z.string({ error: FORM_MESSAGES.emptyEmail }).check(
  z.trim(),
  z.normalize('NFC'),
  z.minLength(1, { error: FORM_MESSAGES.emptyEmail, abort: true }),
  z.overwrite(asciiDomain),
  z.maxLength(EMAIL_MAX_LENGTH, { error: FORM_MESSAGES.invalidEmail, abort: true }),
  z.regex(EMAIL_SHAPE, { error: FORM_MESSAGES.invalidEmail }),
);

/** Checks a raw form value; anything that is not a string (a missing field) counts as empty. */
export function checkNewsletterEmail(value: unknown): EmailCheck {
  const result = newsletterEmailSchema.safeParse(typeof value === 'string' ? value : '');
  if (result.success) return { ok: true, email: result.data };
  return { ok: false, message: result.error.issues[0]?.message ?? FORM_MESSAGES.invalidEmail };
}
