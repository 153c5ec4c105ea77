import 'server-only';
import { describeFailure, maskEmail } from './log-redaction';
import { duplicateMessage, errorState, NEWSLETTER_MESSAGES, successState, type NewsletterSource, type SubscribeState } from './messages';
import type { RateLimiter } from './rate-limiter';
import { checkNewsletterEmail } from './schema';
import { signUpRateChecks } from './sign-up-limits';
import type { SubscriberStore } from './store';

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
