import 'server-only';
import { after } from 'next/server';
import { resolveNewsletterConfig, type NewsletterConfig } from './config';
import { describeFailure } from './log-redaction';
import { DELIVERY_BATCH, deliverQueuedMail } from './mail/deliver';
import { createMailer, type Mailer } from './mail/transport';
import { createPgliteStore } from './pglite-store';
import { createRateLimiter, type RateLimiter } from './rate-limiter';
import { SUBSCRIBE_RATE_LIMIT } from './sign-up-limits';
import type { SubscriberStore } from './store';
import type { NewsletterStoreConfig } from './store-config';
import { createSupabaseStore } from './supabase-store';
import { PENDING_DAYS } from './tokens';

export type NewsletterSetup = {
  config: NewsletterConfig;
  store: SubscriberStore;
  mailer: Mailer | null;
  /** In memory, per instance: the first line before the limits kept in the store. */
  rateLimiter: RateLimiter;
  /** One log line per key per minute. */
  warnings: RateLimiter;
};

const refused = async (): Promise<never> => {
  throw new Error('No subscriber store is configured.');
};

function createStore(config: NewsletterStoreConfig, serviceRoleKey: string | undefined): SubscriberStore {
  switch (config.kind) {
    case 'supabase':
      return createSupabaseStore({ url: config.url, anonKey: config.anonKey, serviceRoleKey });
    case 'pglite':
      return createPgliteStore(config.dataDir);
    case 'unavailable':
      // Refuses everything; instrumentation.ts has logged why, once, at start.
      return {
        description: 'no store',
        signUp: async () => ({ status: 'unavailable' }),
        confirm: refused,
        unsubscribe: refused,
        tokenStatus: refused,
        rateLimit: async () => true,
      };
  }
}

/**
 * The store, refusing new sign-ups when the process could not see them through (config.signUpRefusal, logged once at
 * start by instrumentation.ts). Links already sent still confirm and unsubscribe, and the list can still be read.
 */
function storeFor(config: NewsletterConfig): SubscriberStore {
  const store = createStore(config.store, config.serviceRoleKey);
  if (!config.signUpRefusal) return store;
  return { ...store, signUp: async () => ({ status: 'unavailable' }), rateLimit: async () => true };
}

let setup: NewsletterSetup | undefined;

/** The process's store, mailer and limits, read once from the environment. */
export function newsletterSetup(): NewsletterSetup {
  if (!setup) {
    const config = resolveNewsletterConfig(process.env);
    setup = {
      config,
      store: storeFor(config),
      mailer: createMailer(config.mail),
      rateLimiter: createRateLimiter(SUBSCRIBE_RATE_LIMIT),
      warnings: createRateLimiter({ limit: 1, windowMs: SUBSCRIBE_RATE_LIMIT.windowMs }),
    };
  }
  return setup;
}

let running: Promise<void> | null = null;
let again = false;

/**
 * Sends what is due, one run at a time per process; a request during a run asks for one more. With `drainForMs`, a full
 * batch is followed by another until the queue holds nothing due or the time is up: Vercel Cron calls the jobs route
 * once a day, and a backlog (after an SMTP outage) must not wait a day per batch while its links run out.
 */
export function runDelivery({ drainForMs = 0 }: { drainForMs?: number } = {}): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  const deadline = Date.now() + drainForMs;
  running = (async () => {
    const { store, mailer, config, warnings } = newsletterSetup();
    if (!store.admin || !mailer) return;
    do {
      again = false;
      const { sent, expired } = await deliverQueuedMail({ admin: store.admin, mailer, linkOrigin: config.linkOrigin, confirmValidSeconds: config.confirmLinkSeconds, warnings });
      // A message that failed is put back for later, so only a batch that left the queue can leave more due behind it.
      if (sent + expired === DELIVERY_BATCH && Date.now() < deadline) again = true;
    } while (again);
  })().finally(() => {
    running = null;
  });
  return running;
}

/**
 * Sends the queued confirmation after the response has gone (next/server's after(), which Vercel
 * keeps the function alive for), so the visitor never waits for SMTP. Outside a request (tests,
 * scripts) it runs in the background.
 */
export function scheduleDelivery(): void {
  const work = () => runDelivery().catch(() => undefined);
  try {
    after(work);
  } catch {
    void work();
  }
}

/** The clean-up: pending addresses past PENDING_DAYS, long-expired tokens, old counts. */
export async function runCleanup(): Promise<void> {
  const { store, warnings } = newsletterSetup();
  if (!store.admin) return;
  try {
    const { expiredPending } = await store.admin.cleanup(PENDING_DAYS);
    if (expiredPending > 0) console.info(`[newsletter] deleted ${expiredPending} unconfirmed address(es) older than ${PENDING_DAYS} days`);
  } catch (error) {
    if (warnings.tryAcquire('failure:cleanup')) console.error('[newsletter] clean-up failed', describeFailure(error));
  }
}

/** On a long-running server (next start): retry the queue every minute and clean up every hour. */
export function startBackgroundJobs(): void {
  let ticks = 0;
  const tick = () => {
    void runDelivery().catch(() => undefined);
    if (ticks++ % 60 === 0) void runCleanup();
  };
  tick();
  setInterval(tick, 60_000).unref();
}
