import 'server-only';
import { checkNewsletterEmail } from './email-schema';
import { stateForInsertResult } from './errors';
import { errorState, successState, type SubscribeState } from './form-state';
import { maskEmail } from './mask';
import { NEWSLETTER_MESSAGES } from './messages';
import type { RateLimiter } from './rate-limit';
import type { SubscriberStore } from './store';

// Rejected input is shown again for correction, but a megabyte of it is not.
const MAX_ECHOED_LENGTH = 512;
const echoable = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, MAX_ECHOED_LENGTH) : '');

export type SubscribeInput = {
  email: unknown;
  honeypot: unknown;
  /** Who is asking, for the rate limit (normally the client's IP address). */
  clientKey: string;
};

export type SubscribeDeps = {
  store: SubscriberStore;
  rateLimiter: RateLimiter;
  logger?: Pick<Console, 'warn' | 'error'>;
};

/**
 * The whole subscribe decision, independent of Next: honeypot, validation, rate limit, insert,
 * and the message for each outcome. Failures are logged with their cause and the address masked.
 */
export async function subscribe(input: SubscribeInput, { store, rateLimiter, logger = console }: SubscribeDeps): Promise<SubscribeState> {
  // A filled honeypot is a bot: tell it all went well and store nothing.
  if (typeof input.honeypot === 'string' && input.honeypot.trim() !== '') {
    logger.warn('[newsletter] honeypot filled; nothing stored', { client: input.clientKey });
    return successState();
  }

  const checked = checkNewsletterEmail(input.email);
  if (!checked.ok) return errorState(checked.message, echoable(input.email));
  const { email } = checked;

  if (!rateLimiter.tryAcquire(input.clientKey)) {
    logger.warn('[newsletter] rate limit reached', { client: input.clientKey, email: maskEmail(email) });
    return errorState(NEWSLETTER_MESSAGES.rateLimited, email);
  }

  const result = await store.insert(email);
  if (result.status === 'failed') {
    logger.error('[newsletter] subscribe failed', { store: store.description, email: maskEmail(email), cause: result.cause });
  }
  return stateForInsertResult(result, email);
}
