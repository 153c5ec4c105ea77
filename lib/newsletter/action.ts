'use server';

import { headers } from 'next/headers';
import { resolveNewsletterConfig, type NewsletterStoreConfig } from './config';
import { errorState, NEWSLETTER_FIELDS, NEWSLETTER_MESSAGES, type SubscribeState } from './messages';
import { createPgliteStore } from './pglite-store';
import { clientKeyFromHeaders } from './client-key';
import { createRateLimiter, describeFailure, subscribe, SUBSCRIBE_RATE_LIMIT, type SubscriberStore } from './subscribe';
import { createSupabaseStore } from './supabase-store';

// Per server instance: see SUBSCRIBE_RATE_LIMIT.
const rateLimiter = createRateLimiter(SUBSCRIBE_RATE_LIMIT);
const warnings = createRateLimiter({ limit: 1, windowMs: SUBSCRIBE_RATE_LIMIT.windowMs });

function createStore(config: NewsletterStoreConfig): SubscriberStore {
  switch (config.kind) {
    case 'supabase':
      return createSupabaseStore({ url: config.url, anonKey: config.anonKey });
    case 'pglite':
      return createPgliteStore(config.dataDir);
    case 'unavailable':
      // Refuses every insert; instrumentation.ts has logged why, once, at start.
      return { description: 'no store', insert: async () => ({ status: 'unavailable' }) };
  }
}

let setup: { store: SubscriberStore; trustedHops: number } | undefined;

/** The process's store and proxy setting, read once from the environment. */
function newsletterSetup() {
  if (!setup) {
    const config = resolveNewsletterConfig(process.env);
    setup = { store: createStore(config.store), trustedHops: config.trustedHops };
  }
  return setup;
}

/** The one newsletter action behind every subscribe form, with or without JavaScript. */
export async function subscribeToNewsletter(_previous: SubscribeState, formData: FormData): Promise<SubscribeState> {
  try {
    const { store, trustedHops } = newsletterSetup();
    const clientKey = clientKeyFromHeaders(await headers(), trustedHops);
    return await subscribe(
      { email: formData.get(NEWSLETTER_FIELDS.email), honeypot: formData.get(NEWSLETTER_FIELDS.honeypot), clientKey },
      { store, rateLimiter, warnings },
    );
  } catch (error) {
    console.error('[newsletter] unexpected failure in subscribe', describeFailure(error));
    return errorState(NEWSLETTER_MESSAGES.unexpected);
  }
}
