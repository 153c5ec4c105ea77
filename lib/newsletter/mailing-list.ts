import { LINK_PATHS } from './link-paths.mjs';
import { linkTo } from './mail/deliver';
import type { AdminStore, ExportedSubscriber } from './store';
import { hashToken, newToken, TOKEN_VALID_SECONDS } from './tokens';

/** A confirmed subscriber with the two links every newsletter sent to them must carry. */
export type MailingListRow = ExportedSubscriber & {
  /** For the message body: opens the page with one Unsubscribe button. */
  unsubscribeUrl: string;
  /** For the List-Unsubscribe header (RFC 8058): a POST to it unsubscribes at once. */
  oneClickUrl: string;
};

/** Tokens issued per call: a few hundred kilobytes of request at most, well within PostgREST's limits. */
const ISSUE_BATCH = 500;

/**
 * The confirmed subscribers, each with a fresh unsubscribe link of their own (valid a year, only its hash stored), for
 * mailing a newsletter from the export: the privacy policy says every e-mail carries one, and mail programs remove a
 * reader directly through the one-click link. An address that leaves while this runs is left out.
 */
export async function mailingList(admin: AdminStore, linkOrigin: string): Promise<MailingListRow[]> {
  const subscribers = await admin.exportConfirmed();
  const rows: MailingListRow[] = [];
  for (let start = 0; start < subscribers.length; start += ISSUE_BATCH) {
    const batch = subscribers.slice(start, start + ISSUE_BATCH).map((subscriber) => ({ subscriber, token: newToken() }));
    const issued = new Set(
      await admin.issueTokens(
        batch.map(({ subscriber }) => subscriber.subscriberId),
        'unsubscribe',
        batch.map(({ token }) => hashToken(token)),
        TOKEN_VALID_SECONDS.unsubscribe,
      ),
    );
    for (const { subscriber, token } of batch) {
      if (!issued.has(subscriber.subscriberId)) continue;
      rows.push({ ...subscriber, unsubscribeUrl: linkTo(linkOrigin, LINK_PATHS.unsubscribePage, token), oneClickUrl: linkTo(linkOrigin, LINK_PATHS.oneClick, token) });
    }
  }
  return rows;
}
