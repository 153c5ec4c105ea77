import 'server-only';
import type { NewsletterSource } from './messages';
import type { TokenPurpose } from './tokens';

/** One sign-up and its consent record: the form it came from and the privacy policy it was given under. */
export type SignUp = { email: string; source: NewsletterSource; policyVersion: string };

/**
 * 'created': stored as pending, confirmation e-mail queued. 'confirmed': already a subscriber.
 * 'resent': pending, the confirmation e-mail is queued again. 'pending': pending, and one was queued within the hour.
 */
export type SignUpOutcome = 'created' | 'resent' | 'pending' | 'confirmed';

/**
 * The outcome of storing one address; backends never throw past this boundary. 'unavailable' is
 * the refusal of a server with no store configured, whose reason was logged once, at start.
 */
export type SignUpResult = { status: SignUpOutcome } | { status: 'failed'; cause: unknown } | { status: 'unavailable' };

/** What following a link did. 'used' and 'expired' links change nothing; 'invalid' is no link we issued. */
export type LinkOutcome = 'confirmed' | 'unsubscribed' | 'used' | 'expired' | 'invalid';

export type TokenStatus = 'valid' | 'used' | 'expired' | 'invalid';

/** One fixed-window count: at most `limit` hits on `key` in each window of `windowSeconds`. */
export type RateCheck = { key: string; limit: number; windowSeconds: number };

/**
 * A message the queue hands out to be sent now; its address is read with the service role only. `requestedAt`: when the
 * address was last entered, the start of its PENDING_DAYS.
 */
export type QueuedMail = { outboxId: number; subscriberId: number; email: string; kind: 'confirm'; attempts: number; requestedAt: Date };

/** What unsubscribing an address by name did: removed it, found only the note that it had left, or found neither. */
export type AddressUnsubscribeOutcome = 'unsubscribed' | 'already-unsubscribed' | 'not-found';

export type ExportedSubscriber = { subscriberId: number; email: string; confirmedAt: Date | null; source: string | null };

/** Where subscribers go. The decision knows only this, never which backend is in use. */
export interface SubscriberStore {
  /** For logs: which backend answered. */
  readonly description: string;
  signUp(signUp: SignUp): Promise<SignUpResult>;
  /** The link operations throw on a backend failure; the caller shows the spec's error message. */
  confirm(token: string): Promise<LinkOutcome>;
  unsubscribe(token: string): Promise<LinkOutcome>;
  tokenStatus(token: string, purpose: TokenPurpose): Promise<TokenStatus>;
  /** Counts one hit on each check; true when all are within their limits. Shared by every instance. */
  rateLimit(checks: readonly RateCheck[]): Promise<boolean>;
  /** Server-side jobs that read addresses; absent where the store cannot (Supabase without the service-role key). */
  readonly admin?: AdminStore;
}

export interface AdminStore {
  /** Takes up to `limit` due messages for five minutes, so no other instance sends them meanwhile. */
  claimMail(limit: number): Promise<QueuedMail[]>;
  issueToken(subscriberId: number, purpose: TokenPurpose, tokenHash: string, validSeconds: number): Promise<void>;
  /** One token per subscriber (ids and hashes pair by position) for those still confirmed; returns their ids. */
  issueTokens(subscriberIds: readonly number[], purpose: TokenPurpose, tokenHashes: readonly string[], validSeconds: number): Promise<number[]>;
  mailSent(outboxId: number): Promise<void>;
  mailFailed(outboxId: number, retrySeconds: number): Promise<void>;
  /** Deletes pending addresses older than `pendingDays`, long-expired tokens and old rate-limit counts. */
  cleanup(pendingDays: number): Promise<{ expiredPending: number; expiredTokens: number }>;
  exportConfirmed(): Promise<ExportedSubscriber[]>;
  /** Removes an address (pending or confirmed) as its unsubscribe link would: for a reader who asks by e-mail. */
  unsubscribeAddress(email: string): Promise<AddressUnsubscribeOutcome>;
  stats(): Promise<{ state: string; count: number }[]>;
}

/** Postgres `unique_violation`. */
export const POSTGRES_UNIQUE_VIOLATION = '23505';

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** Reads the SQLSTATE from a Postgres, PGlite or PostgREST error object; other values have none. */
export function postgresErrorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' && SQLSTATE.test(error.code) ? error.code : undefined;
}

const SIGN_UP_OUTCOMES: readonly string[] = ['created', 'resent', 'pending', 'confirmed'] satisfies SignUpOutcome[];
const LINK_OUTCOMES: readonly string[] = ['confirmed', 'unsubscribed', 'used', 'expired', 'invalid'] satisfies LinkOutcome[];
const ADDRESS_UNSUBSCRIBE_OUTCOMES: readonly string[] = ['unsubscribed', 'already-unsubscribed', 'not-found'] satisfies AddressUnsubscribeOutcome[];
const TOKEN_STATUSES: readonly string[] = ['valid', 'used', 'expired', 'invalid'] satisfies TokenStatus[];

function oneOf<T extends string>(allowed: readonly string[], value: unknown, what: string): T {
  if (typeof value === 'string' && allowed.includes(value)) return value as T;
  throw new Error(`Unexpected ${what} from the database: ${String(value).slice(0, 40)}`);
}

export const asSignUpOutcome = (value: unknown) => oneOf<SignUpOutcome>(SIGN_UP_OUTCOMES, value, 'sign-up outcome');
export const asLinkOutcome = (value: unknown) => oneOf<LinkOutcome>(LINK_OUTCOMES, value, 'link outcome');
export const asTokenStatus = (value: unknown) => oneOf<TokenStatus>(TOKEN_STATUSES, value, 'token status');
export const asAddressUnsubscribeOutcome = (value: unknown) => oneOf<AddressUnsubscribeOutcome>(ADDRESS_UNSUBSCRIBE_OUTCOMES, value, 'unsubscribe outcome');
