import type { Metadata } from 'next';
import { OutcomeView } from '@/components/newsletter/outcome-view';
import { UNSUBSCRIBE_PAGE } from '@/content/newsletter-links';
import { buttonClassName } from '@/components/ui/button-link';

export const metadata: Metadata = { title: UNSUBSCRIBE_PAGE.title, robots: { index: false, follow: false } };

/**
 * The unsubscribe link in every e-mail, prerendered like every page (its first-screen styles in the HTML). Opening the
 * link is rewritten to app/newsletter/unsubscribe/open/route.ts, which checks the link first and answers with this
 * page only if it is still good. Mail scanners open links, so opening it changes nothing: the button does. The form
 * has no action, so the browser posts to the page's own address, token included, and next.config.ts rewrites that
 * POST to the one-click route (a plain form, no JavaScript needed).
 */
export default function UnsubscribePage() {
  return (
    <OutcomeView id="unsubscribe-heading" title={UNSUBSCRIBE_PAGE.title}>
      <p>{UNSUBSCRIBE_PAGE.lead}</p>
      <form method="post">
        <input type="hidden" name="List-Unsubscribe" value="One-Click" />
        <button type="submit" className={buttonClassName('primary')}>
          {UNSUBSCRIBE_PAGE.button}
        </button>
      </form>
    </OutcomeView>
  );
}
