import type { Metadata } from 'next';
import { ButtonLinkView } from '@/components/newsletter/button-link-view';
import { UNSUBSCRIBE_PAGE } from '@/content/newsletter-links';
import { ONE_CLICK_FIELD } from '@/lib/newsletter/one-click';

export const metadata: Metadata = { title: UNSUBSCRIBE_PAGE.title, robots: { index: false, follow: false } };

/** The unsubscribe link in every e-mail. Its button's POST carries RFC 8058's field, like a mail program's. */
export default function UnsubscribePage() {
  return (
    <ButtonLinkView id="unsubscribe-heading" page={UNSUBSCRIBE_PAGE}>
      <input type="hidden" name={ONE_CLICK_FIELD.name} value={ONE_CLICK_FIELD.value} />
    </ButtonLinkView>
  );
}
