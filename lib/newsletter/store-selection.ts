import 'server-only';
import { createPgliteStore } from './pglite-store';
import type { SubscriberStore } from './store';
import { resolveStoreConfig, type NewsletterStoreConfig } from './store-config';
import { createSupabaseStore } from './supabase-store';

/** A store that refuses every insert, explaining why in the log instead of losing data silently. */
function createUnavailableStore(reason: string): SubscriberStore {
  return {
    description: 'no store',
    insert: async () => ({ status: 'failed', cause: new Error(reason) }),
  };
}

export function createStore(config: NewsletterStoreConfig): SubscriberStore {
  switch (config.kind) {
    case 'supabase':
      return createSupabaseStore({ url: config.url, anonKey: config.anonKey });
    case 'pglite':
      return createPgliteStore(config.dataDir);
    case 'unavailable':
      return createUnavailableStore(config.reason);
  }
}

let store: SubscriberStore | undefined;

/** The process's store, chosen once from the environment (instrumentation.ts logs the choice at start). */
export function getNewsletterStore(): SubscriberStore {
  store ??= createStore(resolveStoreConfig(process.env));
  return store;
}
