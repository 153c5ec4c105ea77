import 'server-only';
import { createHash } from 'node:crypto';
import { duplicateMessage, errorState, NEWSLETTER_MESSAGES, successState, type NewsletterSource, type SubscribeState } from './messages';
import { checkNewsletterEmail } from './schema';
import { postgresErrorCode, type RateCheck, type SubscriberStore } from './store';

/**
 * Masks an address for logs: enough to tell two failures apart, not enough to recover it.
 * 'jane.doe@example.com' becomes 'j***@e***.com'.
 */
export function maskEmail(value: string): string {
  const at = value.lastIndexOf('@');
  if (at < 1) return value.length === 0 ? '(empty)' : `${first(value)}***`;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const topLevel = dot > 0 ? domain.slice(dot) : '';
  return `${first(local)}***@${first(domain)}***${topLevel}`;
}

// Array.from keeps a leading astral character (emoji, CJK extension) whole.
const first = (text: string) => Array.from(text)[0] ?? '';

const MAX_LOGGED_MESSAGE = 200;

/**
 * What a log may say about a failure. A database error's message, detail and hint can quote the
 * row ("Failing row contains (…)"), so of those only the SQLSTATE and the constraint's name are
 * kept; an error without one (network, timeout) keeps its message, with the address masked.
 */
export function describeFailure(cause: unknown, email = ''): { code: string; constraint?: string } | { error: string } {
  const code = postgresErrorCode(cause);
  if (code) {
    const constraint = (cause as { constraint?: unknown }).constraint;
    return typeof constraint === 'string' ? { code, constraint } : { code };
  }
  const raw = errorText(cause);
  const masked = email ? raw.split(email).join(maskEmail(email)) : raw;
  return { error: masked.slice(0, MAX_LOGGED_MESSAGE) };
}

// 'TimeoutError: …' for errors (DOMException included, which is no Error in every realm); the message of a PostgREST error object.
function errorText(cause: unknown): string {
  if (typeof cause !== 'object' || cause === null) return String(cause);
  const { name, message } = cause as { name?: unknown; message?: unknown };
  if (typeof message !== 'string') return Object.prototype.toString.call(cause);
  return typeof name === 'string' && name !== '' ? `${name}: ${message}` : message;
}

/** Subscriptions allowed per client in a sliding window, counted in this process's memory (per instance). */
export const SUBSCRIBE_RATE_LIMIT = { limit: 5, windowMs: 60_000 } as const;

/** Bounds memory under a flood of distinct clients; the oldest clients are forgotten first. */
const MAX_TRACKED_CLIENTS = 10_000;

export type RateLimiter = {
  /** Records one attempt for `key`; false when the key has used up its window. */
  tryAcquire(key: string): boolean;
  /** Gives back the latest attempt of `key` (one that never reached an answer). */
  release(key: string): void;
};

type LimiterOptions = { limit: number; windowMs: number; now?: () => number; maxClients?: number };

export function createRateLimiter({ limit, windowMs, now = Date.now, maxClients = MAX_TRACKED_CLIENTS }: LimiterOptions): RateLimiter {
  const attempts = new Map<string, number[]>();

  function forgetExpired(cutoff: number) {
    for (const [key, times] of attempts) {
      if ((times.at(-1) ?? 0) <= cutoff) attempts.delete(key);
    }
  }

  return {
    tryAcquire(key) {
      const time = now();
      const cutoff = time - windowMs;
      const recent = (attempts.get(key) ?? []).filter((t) => t > cutoff);
      if (recent.length >= limit) {
        attempts.set(key, recent);
        return false;
      }
      recent.push(time);
      // Re-inserting moves the key to the end, so Map order is least recently seen first.
      attempts.delete(key);
      attempts.set(key, recent);
      if (attempts.size > maxClients) {
        forgetExpired(cutoff);
        for (const oldest of attempts.keys()) {
          if (attempts.size <= maxClients) break;
          attempts.delete(oldest);
        }
      }
      return true;
    },
    release(key) {
      attempts.get(key)?.pop();
    },
  };
}

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

// Rejected input is shown again for correction, but a megabyte of it is not.
const MAX_ECHOED_LENGTH = 512;
const echoable = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, MAX_ECHOED_LENGTH) : '');

export type SubscribeInput = {
  email: unknown;
  honeypot: unknown;
  /** The form the address came from, recorded with the consent. */
  source: NewsletterSource;
  /** Who is asking, for the rate limit (see clientKeyFromHeaders in ./client-key). */
  clientKey: string;
};

export type SubscribeDeps = {
  store: SubscriberStore;
  /** The privacy policy's version (its "last updated" date), recorded with the consent. */
  policyVersion: string;
  /** This instance's first line, in memory: answers a flood without a database call. */
  rateLimiter: RateLimiter;
  /** Allows one log line per key per window: warnings per client, failures per kind. */
  warnings: RateLimiter;
  /** Called when a confirmation e-mail was queued, to send it after the response. */
  onQueued?: () => void;
  logger?: Pick<Console, 'warn' | 'error'>;
};

/**
 * The whole subscribe decision, independent of Next: validation, honeypot, rate limits, storing the
 * address as pending, and the message for each outcome. Only an address that passes validation
 * uses up an attempt, and a store failure gives the in-memory one back: a visitor retrying through
 * an outage is not told to wait.
 */
export async function subscribe(input: SubscribeInput, deps: SubscribeDeps): Promise<SubscribeState> {
  const { store, rateLimiter, warnings, logger = console } = deps;
  const client = input.clientKey;
  const warnOnce = (message: string, details: Record<string, string> = {}) => {
    // Keyed apart from the failure lines, so no claimed client name can use up their allowance.
    if (warnings.tryAcquire(`client:${client}`)) logger.warn(message, { client, ...details });
  };
  // At most one line per minute for each kind of failure, whatever the traffic.
  const errorOnce = (message: string, details: Record<string, unknown>) => {
    if (warnings.tryAcquire(`failure:${message}`)) logger.error(message, details);
  };

  const checked = checkNewsletterEmail(input.email);
  if (!checked.ok) return errorState(checked.message, echoable(input.email));
  const { email } = checked;

  // A filled honeypot is a bot: tell it all went well and store nothing. Only after the address's own check, so a bad
  // address gets the message anyone gets, and the answer does not show that the trap was seen.
  if (typeof input.honeypot === 'string' && input.honeypot.trim() !== '') {
    warnOnce('[newsletter] honeypot filled; nothing stored');
    return successState(email);
  }

  if (!rateLimiter.tryAcquire(client)) {
    warnOnce('[newsletter] rate limit reached', { email: maskEmail(email) });
    return errorState(NEWSLETTER_MESSAGES.rateLimited, echoable(input.email));
  }

  let withinSharedLimits = true;
  try {
    withinSharedLimits = await store.rateLimit(signUpRateChecks(client, email));
  } catch (error) {
    // The sign-up itself will tell whether the store is down; a count that cannot be kept does not refuse.
    errorOnce('[newsletter] shared rate limit failed', { store: store.description, ...describeFailure(error, email) });
  }
  if (!withinSharedLimits) {
    warnOnce('[newsletter] shared rate limit reached', { email: maskEmail(email) });
    return errorState(NEWSLETTER_MESSAGES.sharedLimit, echoable(input.email));
  }

  const result = await store.signUp({ email, source: input.source, policyVersion: deps.policyVersion });
  switch (result.status) {
    case 'created':
      deps.onQueued?.();
      return successState(email);
    case 'resent':
      deps.onQueued?.();
      return errorState(duplicateMessage, echoable(input.email));
    case 'pending':
    case 'confirmed':
      return errorState(duplicateMessage, echoable(input.email));
    case 'failed':
      errorOnce('[newsletter] subscribe failed', { store: store.description, email: maskEmail(email), ...describeFailure(result.cause, email) });
      rateLimiter.release(client);
      return errorState(NEWSLETTER_MESSAGES.failed, echoable(input.email));
    case 'unavailable':
      rateLimiter.release(client);
      return errorState(NEWSLETTER_MESSAGES.failed, echoable(input.email));
  }
}
