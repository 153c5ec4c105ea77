import type { MailConfig } from './mail-config';
import type { NewsletterStoreConfig } from './store-config';

/** One line for the server log saying where e-mail goes (never the password). */
export function describeMailConfig(config: MailConfig): string {
  switch (config.kind) {
    case 'smtp':
      return `sending e-mail through SMTP at ${new URL(config.url).host}`;
    case 'outbox':
      return `writing e-mail to the development outbox ${config.dir} (nothing is sent)`;
    case 'unavailable':
      return `NOT sending e-mail: ${config.reason}`;
  }
}

/** Start-up warnings about the client address the per-client rate limit counts by. */
export function describeTrustedHops(trustedHops: number, onVercel: boolean): string | null {
  if (trustedHops === 0) {
    return 'NEWSLETTER_TRUSTED_HOPS=0: no proxy in front, so no client address can be trusted; all clients share one per-client count (the per-address and overall limits still hold).';
  }
  if (onVercel) return null;
  return `trusting x-forwarded-for entry ${trustedHops} from the right. A bare next start has no trustworthy client address (a client can send its own header): put a proxy in front or set NEWSLETTER_TRUSTED_HOPS=0. The per-address and overall limits hold either way.`;
}

/** One line for the server log saying where subscribers will go (never the key). */
export function describeStoreConfig(config: NewsletterStoreConfig): string {
  switch (config.kind) {
    case 'supabase':
      return `storing subscribers in Supabase at ${new URL(config.url).host}`;
    case 'pglite':
      return `storing subscribers in the embedded PGlite database at ${config.dataDir}`;
    case 'unavailable':
      return `NOT storing subscribers: ${config.reason}`;
  }
}
