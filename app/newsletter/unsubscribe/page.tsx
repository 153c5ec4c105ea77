import type { Metadata } from 'next';
import { OutcomeView } from '@/components/newsletter/outcome-view';
import { NEWSLETTER_OUTCOME_PAGES, UNSUBSCRIBE_PAGE } from '@/content/newsletter-links';
import { unsubscribeLinkStatus } from '@/lib/newsletter/links';
import { LINK_PATHS } from '@/lib/newsletter/mail/deliver';
import { buttonClassName } from '@/components/ui/button-link';

export const metadata: Metadata = { title: UNSUBSCRIBE_PAGE.title, robots: { index: false, follow: false } };

type UnsubscribePageProps = { searchParams: Promise<{ token?: string | string[] }> };

/**
 * The unsubscribe link in every e-mail. Mail scanners open links, so opening this page changes
 * nothing: the button posts to the one-click URL (a plain form, no JavaScript needed).
 */
export default async function UnsubscribePage({ searchParams }: UnsubscribePageProps) {
  const { token } = await searchParams;
  const status = await unsubscribeLinkStatus(token);
  if (status !== 'valid') {
    const page = NEWSLETTER_OUTCOME_PAGES[status];
    return (
      <OutcomeView id="unsubscribe-heading" title={page.title}>
        {page.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </OutcomeView>
    );
  }
  return (
    <OutcomeView id="unsubscribe-heading" title={UNSUBSCRIBE_PAGE.title}>
      <p>{UNSUBSCRIBE_PAGE.lead}</p>
      <form method="post" action={`${LINK_PATHS.oneClick}?token=${token}`}>
        <input type="hidden" name="List-Unsubscribe" value="One-Click" />
        <button type="submit" className={buttonClassName('primary')}>
          {UNSUBSCRIBE_PAGE.button}
        </button>
      </form>
    </OutcomeView>
  );
}
