import type { Metadata } from 'next';
import { ButtonLinkView } from '@/components/newsletter/button-link-view';
import { CONFIRM_PAGE } from '@/content/newsletter-links';

export const metadata: Metadata = { title: CONFIRM_PAGE.title, robots: { index: false, follow: false } };

/** The confirmation link in the first e-mail: the address is confirmed when its owner presses the button. */
export default function ConfirmPage() {
  return <ButtonLinkView id="confirm-heading" page={CONFIRM_PAGE} />;
}
