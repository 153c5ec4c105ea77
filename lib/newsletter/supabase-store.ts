import 'server-only';
import { createClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import { asAddressUnsubscribeOutcome, asLinkOutcome, asSignUpOutcome, asTokenStatus, type SubscriberStore } from './store';

/** A call that has not answered in this time counts as failed rather than leaving the visitor waiting. */
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
  /** Server-only; without it the store has no `admin` part (no mail queue, export or clean-up from this server). */
  serviceRoleKey?: string;
  timeoutMs?: number;
  /** Tests pass a double that answers like PostgREST. */
  fetch?: typeof fetch;
};

const EXPORT_PAGE = 1_000;

type RpcClient = ReturnType<typeof createClient>;

function client(url: string, key: string, fetchDouble?: typeof fetch): RpcClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoRealtimeTransport },
    global: fetchDouble ? { fetch: fetchDouble } : {},
  });
}

/**
 * Production store. The form and the links call the narrow security definer functions with the
 * anon key (POST /rest/v1/rpc/newsletter_*), which can never read the list; the jobs that must
 * read it (mail queue, export, clean-up) use the service-role key, on the server only.
 */
export function createSupabaseStore({ url, anonKey, serviceRoleKey, timeoutMs = SUPABASE_TIMEOUT_MS, fetch }: SupabaseStoreOptions): SubscriberStore {
  const anon = client(url, anonKey, fetch);
  const service = serviceRoleKey ? client(url, serviceRoleKey, fetch) : undefined;

  async function call(rpc: RpcClient, name: string, args: Record<string, unknown>): Promise<unknown> {
    const { data, error } = await rpc.rpc(name, args as never).abortSignal(AbortSignal.timeout(timeoutMs));
    if (error) throw error;
    return data;
  }

  return {
    description: `Supabase (${new URL(url).host})`,
    async signUp({ email, source, policyVersion }) {
      try {
        const outcome = await call(anon, 'newsletter_subscribe', { p_email: email, p_source: source, p_policy_version: policyVersion });
        return { status: asSignUpOutcome(outcome) };
      } catch (error) {
        return { status: 'failed', cause: error };
      }
    },
    confirm: async (token) => asLinkOutcome(await call(anon, 'newsletter_confirm', { p_token: token })),
    unsubscribe: async (token) => asLinkOutcome(await call(anon, 'newsletter_unsubscribe', { p_token: token })),
    tokenStatus: async (token, purpose) => asTokenStatus(await call(anon, 'newsletter_token_status', { p_token: token, p_purpose: purpose })),
    async rateLimit(checks) {
      const allowed = await call(anon, 'newsletter_rate_limit', {
        p_keys: checks.map((check) => check.key),
        p_limits: checks.map((check) => check.limit),
        p_window_seconds: checks.map((check) => check.windowSeconds),
      });
      return allowed === true;
    },
    admin: service && {
      async claimMail(limit) {
        const rows = (await call(service, 'newsletter_claim_mail', { p_limit: limit })) as {
          outbox_id: number;
          subscriber_id: number;
          email: string;
          kind: 'confirm';
          attempts: number;
          /** PostgREST sends a timestamptz as ISO 8601 text. */
          requested_at: string;
        }[];
        return rows.map((row) => ({
          outboxId: row.outbox_id,
          subscriberId: row.subscriber_id,
          email: row.email,
          kind: row.kind,
          attempts: row.attempts,
          requestedAt: new Date(row.requested_at),
        }));
      },
      async issueToken(subscriberId, purpose, tokenHash, validSeconds) {
        await call(service, 'newsletter_issue_token', { p_subscriber_id: subscriberId, p_purpose: purpose, p_token_hash: tokenHash, p_valid_seconds: validSeconds });
      },
      async issueTokens(subscriberIds, purpose, tokenHashes, validSeconds) {
        const issued = (await call(service, 'newsletter_issue_tokens', { p_subscriber_ids: subscriberIds, p_purpose: purpose, p_token_hashes: tokenHashes, p_valid_seconds: validSeconds })) as (number | string)[];
        return issued.map(Number);
      },
      async mailSent(outboxId) {
        await call(service, 'newsletter_mail_sent', { p_outbox_id: outboxId });
      },
      async mailFailed(outboxId, retrySeconds) {
        await call(service, 'newsletter_mail_failed', { p_outbox_id: outboxId, p_retry_seconds: retrySeconds });
      },
      async cleanup(pendingDays) {
        const [row] = (await call(service, 'newsletter_cleanup', { p_pending_days: pendingDays })) as { expired_pending: number; expired_tokens: number }[];
        return { expiredPending: row?.expired_pending ?? 0, expiredTokens: row?.expired_tokens ?? 0 };
      },
      async exportConfirmed() {
        // PostgREST caps each response (max_rows, 1,000 on Supabase): read the list a page at a time.
        const rows: { id: number | string; email: string; confirmed_at: string | null; source: string | null }[] = [];
        for (let from = 0; ; from += EXPORT_PAGE) {
          const { data, error } = await service.rpc('newsletter_export').range(from, from + EXPORT_PAGE - 1).abortSignal(AbortSignal.timeout(timeoutMs));
          if (error) throw error;
          const page = (data ?? []) as typeof rows;
          rows.push(...page);
          if (page.length < EXPORT_PAGE) break;
        }
        return rows.map((row) => ({ subscriberId: Number(row.id), email: row.email, confirmedAt: row.confirmed_at ? new Date(row.confirmed_at) : null, source: row.source }));
      },
      unsubscribeAddress: async (email) => asAddressUnsubscribeOutcome(await call(service, 'newsletter_unsubscribe_address', { p_email: email })),
      async stats() {
        const rows = (await call(service, 'newsletter_stats', {})) as { state: string; count: number }[];
        return rows.map((row) => ({ state: row.state, count: Number(row.count) }));
      },
    },
  };
}
