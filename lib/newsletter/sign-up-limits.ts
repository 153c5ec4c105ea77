import 'server-only';
import { createHash } from 'node:crypto';
import type { RateCheck } from './store';

/** Subscriptions allowed per client in a sliding window, counted in this process's memory (per instance). */
export const SUBSCRIBE_RATE_LIMIT = { limit: 5, windowMs: 60_000 } as const;

/**
 * The limits every instance shares, counted in the store. Per client (as far as the client can be
 * known), per address and overall: the last two hold whatever the client claims to be, so neither
 * a forged x-forwarded-for nor many clients can test more than a few addresses (duplicate answers).
 */
export const SHARED_SIGN_UP_LIMITS = {
  client: { limit: SUBSCRIBE_RATE_LIMIT.limit, windowSeconds: SUBSCRIBE_RATE_LIMIT.windowMs / 1000 },
  address: { limit: 5, windowSeconds: 3_600 },
  overall: { limit: 600, windowSeconds: 600 },
} as const;

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * The shared counts one attempt adds to; client and address only as hashes, which the store hashes again with the
 * day's random salt (supabase/migrations/20261128010000_rate_limit_daily_salt.sql), so the counts hold neither.
 */
export function signUpRateChecks(clientKey: string, email: string): RateCheck[] {
  return [
    { key: `client:${sha256(clientKey)}`, ...SHARED_SIGN_UP_LIMITS.client },
    { key: `address:${sha256(email.toLowerCase())}`, ...SHARED_SIGN_UP_LIMITS.address },
    { key: 'overall', ...SHARED_SIGN_UP_LIMITS.overall },
  ];
}
