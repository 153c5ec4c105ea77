import 'server-only';
import { errorState, NEWSLETTER_MESSAGES, successState, type SubscribeState } from './messages';
import { checkNewsletterEmail } from './schema';

/**
 * The outcome of storing one address; backends never throw past this boundary. 'unavailable' is
 * the refusal of a server with no store configured, whose reason was logged once, at start.
 */
export type InsertResult = { status: 'ok' } | { status: 'duplicate' } | { status: 'failed'; cause: unknown } | { status: 'unavailable' };

/** Where subscribers go. The decision knows only this, never which backend is in use. */
export interface SubscriberStore {
  /** For logs: which backend answered. */
  readonly description: string;
  insert(email: string): Promise<InsertResult>;
}

/** Postgres `unique_violation`: the address (in any letter case) is already subscribed. */
export const POSTGRES_UNIQUE_VIOLATION = '23505';

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** Reads the SQLSTATE from a Postgres, PGlite or PostgREST error object; other values have none. */
export function postgresErrorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' && SQLSTATE.test(error.code) ? error.code : undefined;
}

/** Turns a backend error into a store result: a duplicate is an answer, anything else is a failure. */
export function insertResultFromError(error: unknown): InsertResult {
  return postgresErrorCode(error) === POSTGRES_UNIQUE_VIOLATION ? { status: 'duplicate' } : { status: 'failed', cause: error };
}

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

// Rejected input is shown again for correction, but a megabyte of it is not.
const MAX_ECHOED_LENGTH = 512;
const echoable = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, MAX_ECHOED_LENGTH) : '');

export type SubscribeInput = {
  email: unknown;
  honeypot: unknown;
  /** Who is asking, for the rate limit (see clientKeyFromHeaders in ./client-key). */
  clientKey: string;
};

export type SubscribeDeps = {
  store: SubscriberStore;
  rateLimiter: RateLimiter;
  /** Allows one warning (honeypot hit or refusal) per client per window. */
  warnings: RateLimiter;
  logger?: Pick<Console, 'warn' | 'error'>;
};

/**
 * The whole subscribe decision, independent of Next: honeypot, validation, rate limit, insert,
 * and the message for each outcome. Only an address that passes validation uses up an attempt,
 * and a store failure gives it back: a visitor retrying through an outage is not told to wait.
 */
export async function subscribe(input: SubscribeInput, { store, rateLimiter, warnings, logger = console }: SubscribeDeps): Promise<SubscribeState> {
  const client = input.clientKey;
  const warnOnce = (message: string, details: Record<string, string> = {}) => {
    if (warnings.tryAcquire(client)) logger.warn(message, { client, ...details });
  };

  // A filled honeypot is a bot: tell it all went well and store nothing.
  if (typeof input.honeypot === 'string' && input.honeypot.trim() !== '') {
    warnOnce('[newsletter] honeypot filled; nothing stored');
    return successState();
  }

  const checked = checkNewsletterEmail(input.email);
  if (!checked.ok) return errorState(checked.message, echoable(input.email));
  const { email } = checked;

  if (!rateLimiter.tryAcquire(client)) {
    warnOnce('[newsletter] rate limit reached', { email: maskEmail(email) });
    return errorState(NEWSLETTER_MESSAGES.rateLimited, echoable(input.email));
  }

  const result = await store.insert(email);
  switch (result.status) {
    case 'ok':
      return successState();
    case 'duplicate':
      return errorState(NEWSLETTER_MESSAGES.duplicate, echoable(input.email));
    case 'failed':
      logger.error('[newsletter] subscribe failed', { store: store.description, email: maskEmail(email), ...describeFailure(result.cause, email) });
      rateLimiter.release(client);
      return errorState(NEWSLETTER_MESSAGES.failed, echoable(input.email));
    case 'unavailable':
      rateLimiter.release(client);
      return errorState(NEWSLETTER_MESSAGES.failed, echoable(input.email));
  }
}
