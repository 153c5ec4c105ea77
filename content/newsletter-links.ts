import { siteConfig } from './site-config';

/** What a reader sees after following a link from one of our e-mails (app/newsletter/[outcome]). */
export type NewsletterOutcomePage = { title: string; paragraphs: readonly string[]; tone: 'success' | 'problem' };

const subscribeAgain = 'You can subscribe again at any time with the form at the bottom of every page.';
const writeToUs = `If you need help, write to ${siteConfig.email}.`;

export const NEWSLETTER_OUTCOME_PAGES = {
  confirmed: {
    title: 'Subscription Confirmed',
    paragraphs: [
      `Thank you. Your address is now on the ${siteConfig.name} newsletter list. Every newsletter has an unsubscribe link that opens a page with a single Unsubscribe button, and e-mail programs that offer one-click unsubscription remove you directly.`,
    ],
    tone: 'success',
  },
  'confirm-link-used': {
    title: 'This Link Has Already Been Used',
    paragraphs: [
      'This confirmation link has been opened before, and it confirmed the subscription then; a link works only once. If you have unsubscribed since, the address is no longer on the list.',
      subscribeAgain,
    ],
    tone: 'problem',
  },
  'confirm-link-expired': {
    // Also the page of a link whose address was removed with the confirmation e-mail's other link: the store keeps no
    // trace of which, so the words must hold for both.
    title: 'This Confirmation Link No Longer Works',
    paragraphs: [
      'A confirmation link works for 7 days at most, and only while its address waits for confirmation: an address that is not confirmed in time, or is removed with the other link in the same e-mail, is deleted. Nothing was confirmed.',
      subscribeAgain,
    ],
    tone: 'problem',
  },
  unsubscribed: {
    title: 'You Have Been Unsubscribed',
    paragraphs: [
      'Your address has been removed from our newsletter list, and you will receive no more newsletters from us. We keep only a note that an address unsubscribed, as our privacy policy explains.',
      subscribeAgain,
    ],
    tone: 'success',
  },
  'unsubscribe-link-used': {
    title: 'You Are Already Unsubscribed',
    paragraphs: ['This unsubscribe link has been used before: the address it belongs to was removed from our list then.', writeToUs],
    tone: 'problem',
  },
  'unsubscribe-link-expired': {
    title: 'This Unsubscribe Link Has Expired',
    paragraphs: [
      'An unsubscribe link works for a year. Use the link in a more recent newsletter, or write to us and we will remove your address.',
      writeToUs,
    ],
    tone: 'problem',
  },
  'link-invalid': {
    title: 'This Link Is Not Valid',
    paragraphs: ['We could not recognize this link. It may have been copied only in part: open it from the e-mail again.', writeToUs],
    tone: 'problem',
  },
  'link-error': {
    title: 'Something Went Wrong',
    paragraphs: ['An error occurred. Please try again later. Nothing was changed.', writeToUs],
    tone: 'problem',
  },
} as const satisfies Record<string, NewsletterOutcomePage>;

export type NewsletterOutcome = keyof typeof NEWSLETTER_OUTCOME_PAGES;

/** A page that a link in an e-mail opens: one button, because mail scanners follow links and nothing may happen before a person presses it. */
export type ButtonLinkPage = { title: string; lead: string; button: string };

/** The confirmation link's page. */
export const CONFIRM_PAGE = {
  title: 'Confirm Your Subscription',
  lead: 'Press the button to confirm that you want our newsletter. Your address joins the list only when you do.',
  button: 'Confirm my subscription',
} as const satisfies ButtonLinkPage;

/** The unsubscribe link's page. */
export const UNSUBSCRIBE_PAGE = {
  title: 'Unsubscribe from Our Newsletter',
  lead: 'Press the button to remove your address from our newsletter list. Nothing happens until you do.',
  button: 'Unsubscribe',
} as const satisfies ButtonLinkPage;
