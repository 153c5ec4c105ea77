import 'server-only';
import type { AdminStore } from '../store';
import { describeFailure, maskEmail } from '../log-redaction';
import type { RateLimiter } from '../rate-limiter';
import { hashToken, newToken, PENDING_DAYS, TOKEN_VALID_SECONDS } from '../tokens';
import { LINK_PATHS } from '../link-paths.mjs';
import { composeConfirmation } from './compose';
import type { Mailer } from './transport';

/** Messages taken from the queue per run: a run stays short on a serverless function. */
export const DELIVERY_BATCH = 20;

/** A failed message is tried again after 1, 2, 4 … minutes, at most every 6 hours, until its address expires. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(60 * 2 ** Math.max(0, attempts - 1), 6 * 3_600);
}

export const linkTo = (origin: string, pathname: string, token: string) => `${origin}${pathname}?token=${token}`;

/**
 * Until when a message's confirmation link works: its address's deadline (the clean-up deletes the address once
 * PENDING_DAYS have passed since it was entered, so a later link could not work), or the configured lifetime from now
 * if that ends sooner. In milliseconds since the epoch.
 */
export function confirmDeadline(requestedAt: Date, confirmValidSeconds: number, now = Date.now()): number {
  const byLifetime = now + confirmValidSeconds * 1_000;
  // A database still without migration 20261128120000 (code deployed before `supabase db push`) sends no requested_at:
  // the configured lifetime alone then, rather than an invalid date that would fail every message.
  if (Number.isNaN(requestedAt.getTime())) return byLifetime;
  return Math.min(requestedAt.getTime() + PENDING_DAYS * 86_400_000, byLifetime);
}

export type DeliveryDeps = {
  admin: AdminStore;
  mailer: Mailer;
  linkOrigin: string;
  /** The longest a confirmation link works from its sending; default TOKEN_VALID_SECONDS.confirm. */
  confirmValidSeconds?: number;
  /** One log line per kind of failure per window. */
  warnings: RateLimiter;
  logger?: Pick<Console, 'info' | 'error'>;
};

/**
 * Sends what is due in the queue. Each message gets fresh tokens (only their hashes are stored) at
 * the moment it is sent, so the queue never holds a link. A message that cannot go now is put back
 * with a later time; nothing here throws to the caller, so a sign-up is never slowed or broken by it.
 */
export async function deliverQueuedMail({ admin, mailer, linkOrigin, confirmValidSeconds = TOKEN_VALID_SECONDS.confirm, warnings, logger = console }: DeliveryDeps): Promise<{ sent: number; failed: number; expired: number }> {
  let sent = 0;
  let failed = 0;
  let expired = 0;
  const errorOnce = (message: string, details: Record<string, unknown>) => {
    if (warnings.tryAcquire(`failure:${message}`)) logger.error(message, details);
  };
  let batch;
  try {
    batch = await admin.claimMail(DELIVERY_BATCH);
  } catch (error) {
    errorOnce('[newsletter] could not read the mail queue', describeFailure(error));
    return { sent, failed, expired };
  }
  for (const message of batch) {
    const confirm = newToken();
    const unsubscribe = newToken();
    try {
      const confirmBy = confirmDeadline(message.requestedAt, confirmValidSeconds);
      const validSeconds = Math.ceil((confirmBy - Date.now()) / 1_000);
      if (validSeconds <= 0) {
        // The address's days are over (the clean-up has not yet run): a link could not work, so no e-mail goes.
        await admin.mailSent(message.outboxId);
        expired += 1;
        continue;
      }
      await admin.issueToken(message.subscriberId, 'confirm', hashToken(confirm), validSeconds);
      await admin.issueToken(message.subscriberId, 'unsubscribe', hashToken(unsubscribe), TOKEN_VALID_SECONDS.unsubscribe);
      const confirmUrl = linkTo(linkOrigin, LINK_PATHS.confirm, confirm);
      const result = await mailer.send(
        composeConfirmation({
          to: message.email,
          confirmUrl,
          confirmBy: new Date(confirmBy),
          unsubscribeUrl: linkTo(linkOrigin, LINK_PATHS.unsubscribePage, unsubscribe),
          oneClickUrl: linkTo(linkOrigin, LINK_PATHS.oneClick, unsubscribe),
        }),
      );
      await admin.mailSent(message.outboxId);
      sent += 1;
      // The outbox is the inbox, so say where the message is; in development also what to open. A production log
      // (often shipped elsewhere) never holds a working link: the file is where it lives.
      if (result.location) {
        const open = process.env.NODE_ENV === 'production' ? '' : `; confirm at ${confirmUrl}`;
        logger.info(`[newsletter] confirmation e-mail written to ${result.location}${open}`);
      }
    } catch (error) {
      failed += 1;
      errorOnce('[newsletter] e-mail not sent; it stays queued', {
        email: maskEmail(message.email),
        attempts: message.attempts,
        ...describeFailure(error, message.email),
      });
      await admin.mailFailed(message.outboxId, retryDelaySeconds(message.attempts)).catch(() => undefined);
    }
  }
  return { sent, failed, expired };
}
