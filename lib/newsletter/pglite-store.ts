import 'server-only';
import { openSubscriberDatabase } from './pglite-database';
import { asAddressUnsubscribeOutcome, asLinkOutcome, asSignUpOutcome, asTokenStatus, type SubscriberStore } from './store';

type Role = 'anon' | 'service_role';

/** Runs one statement as `role`, as PostgREST does for the key of that role. */
async function queryAs<T>(dataDir: string, role: Role, sql: string, params: unknown[] = []): Promise<T[]> {
  const db = await openSubscriberDatabase(dataDir);
  // PGlite is a single session: `set local` keeps the role inside this transaction only.
  return db.transaction(async (tx) => {
    await tx.exec(`set local role ${role}`);
    return (await tx.query<T>(sql, params)).rows;
  });
}

async function callAs(dataDir: string, role: Role, sql: string, params: unknown[]): Promise<unknown> {
  const [row] = await queryAs<{ result: unknown }>(dataDir, role, `select ${sql} as result`, params);
  return row?.result;
}

/**
 * Zero-setup store for development and self-hosting: the same tables and functions as Supabase,
 * in-process, called as the `anon` role for what the form and the links do and as `service_role`
 * for the jobs that read addresses, so the grants are exercised locally too.
 */
export function createPgliteStore(dataDir: string): SubscriberStore {
  return {
    description: `embedded PGlite (${dataDir})`,
    async signUp({ email, source, policyVersion }) {
      try {
        const outcome = await callAs(dataDir, 'anon', 'public.newsletter_subscribe($1, $2, $3)', [email, source, policyVersion]);
        return { status: asSignUpOutcome(outcome) };
      } catch (error) {
        return { status: 'failed', cause: error };
      }
    },
    confirm: async (token) => asLinkOutcome(await callAs(dataDir, 'anon', 'public.newsletter_confirm($1)', [token])),
    unsubscribe: async (token) => asLinkOutcome(await callAs(dataDir, 'anon', 'public.newsletter_unsubscribe($1)', [token])),
    tokenStatus: async (token, purpose) => asTokenStatus(await callAs(dataDir, 'anon', 'public.newsletter_token_status($1, $2)', [token, purpose])),
    async rateLimit(checks) {
      const allowed = await callAs(dataDir, 'anon', 'public.newsletter_rate_limit($1, $2, $3)', [
        checks.map((check) => check.key),
        checks.map((check) => check.limit),
        checks.map((check) => check.windowSeconds),
      ]);
      return allowed === true;
    },
    admin: {
      async claimMail(limit) {
        const rows = await queryAs<{ outbox_id: number; subscriber_id: number; email: string; kind: 'confirm'; attempts: number; requested_at: Date }>(
          dataDir,
          'service_role',
          'select * from public.newsletter_claim_mail($1)',
          [limit],
        );
        return rows.map((row) => ({
          outboxId: Number(row.outbox_id),
          subscriberId: Number(row.subscriber_id),
          email: row.email,
          kind: row.kind,
          attempts: row.attempts,
          requestedAt: new Date(row.requested_at),
        }));
      },
      async issueToken(subscriberId, purpose, tokenHash, validSeconds) {
        await callAs(dataDir, 'service_role', 'public.newsletter_issue_token($1, $2, $3, $4)', [subscriberId, purpose, tokenHash, validSeconds]);
      },
      async issueTokens(subscriberIds, purpose, tokenHashes, validSeconds) {
        const rows = await queryAs<{ id: number | bigint }>(dataDir, 'service_role', 'select public.newsletter_issue_tokens($1, $2, $3, $4) as id', [subscriberIds, purpose, tokenHashes, validSeconds]);
        return rows.map((row) => Number(row.id));
      },
      async mailSent(outboxId) {
        await callAs(dataDir, 'service_role', 'public.newsletter_mail_sent($1)', [outboxId]);
      },
      async mailFailed(outboxId, retrySeconds) {
        await callAs(dataDir, 'service_role', 'public.newsletter_mail_failed($1, $2)', [outboxId, retrySeconds]);
      },
      async cleanup(pendingDays) {
        const [row] = await queryAs<{ expired_pending: number; expired_tokens: number }>(dataDir, 'service_role', 'select * from public.newsletter_cleanup($1)', [pendingDays]);
        return { expiredPending: row?.expired_pending ?? 0, expiredTokens: row?.expired_tokens ?? 0 };
      },
      async exportConfirmed() {
        const rows = await queryAs<{ id: number | bigint; email: string; confirmed_at: Date | null; source: string | null }>(dataDir, 'service_role', 'select * from public.newsletter_export()');
        return rows.map((row) => ({ subscriberId: Number(row.id), email: row.email, confirmedAt: row.confirmed_at, source: row.source }));
      },
      unsubscribeAddress: async (email) => asAddressUnsubscribeOutcome(await callAs(dataDir, 'service_role', 'public.newsletter_unsubscribe_address($1)', [email])),
      async stats() {
        const rows = await queryAs<{ state: string; count: number | bigint }>(dataDir, 'service_role', 'select * from public.newsletter_stats()');
        return rows.map((row) => ({ state: row.state, count: Number(row.count) }));
      },
    },
  };
}
