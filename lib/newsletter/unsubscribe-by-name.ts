import type { AddressUnsubscribeOutcome, AdminStore } from './store';

const ANSWERS: Record<AddressUnsubscribeOutcome, (address: string) => string> = {
  unsubscribed: (address) => `${address}: unsubscribed (address and queued e-mail deleted; only the note that it left is kept)`,
  'already-unsubscribed': (address) => `${address}: already unsubscribed (not on the list; the note that it left is on record)`,
  'not-found': (address) => `${address}: not on the list, and never unsubscribed; check the address the reader subscribed with`,
};

/**
 * `npm run subscribers -- unsubscribe ADDRESS` for a reader who asked by e-mail (`address` spelt by `listLookupAddress`):
 * removes it as its link would, and says what it did. An address never on the list is a failure (exit code 1), so the
 * firm looks again rather than tell the reader it is done.
 */
export async function unsubscribeByName(admin: AdminStore, address: string): Promise<{ line: string; exitCode: 0 | 1 }> {
  const outcome = await admin.unsubscribeAddress(address);
  return { line: ANSWERS[outcome](address), exitCode: outcome === 'not-found' ? 1 : 0 };
}
