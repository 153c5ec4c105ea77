import 'server-only';
import { createClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import { insertResultFromError, type SubscriberStore } from './subscribe';

/** A subscribe that has not answered in this time counts as failed rather than leaving the visitor waiting. */
export const SUPABASE_TIMEOUT_MS = 5_000;

type RealtimeTransport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>;

/**
 * The newsletter never uses realtime; this keeps supabase-js from looking for a WebSocket (absent on Node 20).
 * Constructing it throws, so no instance ever exists and the cast cannot lie about one.
 */
const NoRealtimeTransport = class {
  constructor() {
    throw new Error('Realtime is not used by the newsletter store.');
  }
} as unknown as RealtimeTransport;

type SupabaseStoreOptions = {
  url: string;
  anonKey: string;
  timeoutMs?: number;
  /** Tests pass a double that answers like PostgREST. */
  fetch?: typeof fetch;
};

/** Production store: a server-only client that inserts with the anon key under the insert-only RLS policy. */
export function createSupabaseStore({ url, anonKey, timeoutMs = SUPABASE_TIMEOUT_MS, fetch }: SupabaseStoreOptions): SubscriberStore {
  const client = createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoRealtimeTransport },
    global: fetch ? { fetch } : {},
  });

  return {
    description: `Supabase (${new URL(url).host})`,
    async insert(email) {
      try {
        // No .select(): returning the row would need read access, which anon must never have.
        const { error } = await client
          .from('subscribers')
          .insert({ email })
          .abortSignal(AbortSignal.timeout(timeoutMs));
        return error ? insertResultFromError(error) : { status: 'ok' };
      } catch (error) {
        // supabase-js resolves with { error } for failures; this covers anything it does not.
        return { status: 'failed', cause: error };
      }
    },
  };
}
