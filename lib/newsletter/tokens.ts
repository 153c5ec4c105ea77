import 'server-only';
import { createHash, randomBytes } from 'node:crypto';

/** What a link in an e-mail may do; a token does one of these, never both. */
export type TokenPurpose = 'confirm' | 'unsubscribe';

const DAY_SECONDS = 86_400;

/** A pending address that is not confirmed in this time is deleted (newsletter_cleanup), and so is its link's worth. */
export const PENDING_DAYS = 7;

/**
 * How long a link works. A confirmation link lives as long as the pending address; an unsubscribe
 * link a year, so an old newsletter still lets its reader leave (each message carries a fresh one).
 */
export const TOKEN_VALID_SECONDS: Record<TokenPurpose, number> = {
  confirm: PENDING_DAYS * DAY_SECONDS,
  unsubscribe: 365 * DAY_SECONDS,
};

/** 32 random bytes in base64url: 43 characters, 256 bits. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The only form in which a token is stored: SHA-256, hex (the database's newsletter_sha256 computes the same). */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A query value that could be a token; anything else is answered "invalid link" without a database call. */
export function isTokenShaped(value: unknown): value is string {
  return typeof value === 'string' && TOKEN_SHAPE.test(value);
}
