import type { ANALYTICS_EVENTS } from '@/lib/analytics';

/*
 * What the subscribe form's script needs (it is on every page): the messages it says itself, the state it renders, its
 * field names and where it sits. The server's answers arrive with their text (lib/newsletter/messages.ts), so they
 * travel in no page's script.
 */

/** The messages the form says itself (spec section 8): its check of the address, and the failure of the whole submit. */
export const FORM_MESSAGES = {
  emptyEmail: 'Please enter your email address.',
  invalidEmail: 'Please enter a valid email address.',
  unexpected: 'An unexpected error occurred. Please try again.',
} as const;

/**
 * A sign-up that had no answer in time (lib/newsletter/answer-in-time.ts): the spec's failure of the whole submit, then
 * why, and that trying again is safe, since the first post may yet have arrived.
 */
export const stalledMessage = `${FORM_MESSAGES.unexpected} No answer came in time: your connection may be slow. Sending it again never signs an address up twice.`;

/** What the server action returns and the form renders; plain data so it survives a no-JavaScript post. */
export type SubscribeState = {
  status: 'idle' | 'success' | 'error';
  message: string;
  /** The address to show in the field again: the trimmed input after a failure, empty after success. */
  email: string;
};

export const IDLE_STATE: SubscribeState = { status: 'idle', message: '', email: '' };

export const errorState = (message: string, email = ''): SubscribeState => ({ status: 'error', message, email });

/** Field names shared by the form and the action. `website` is the honeypot: people never see it, bots fill it. */
export const NEWSLETTER_FIELDS = { email: 'email', honeypot: 'website', source: 'source' } as const;

type NewsletterLabel = Parameters<typeof ANALYTICS_EVENTS.newsletterSubscribe>[0];

/** Where a subscribe form sits, and the analytics label its successes are counted under. */
export const NEWSLETTER_SOURCES = {
  footer: { analyticsLabel: 'footer_newsletter' },
  insights: { analyticsLabel: 'insights_newsletter' },
} as const satisfies Record<string, { analyticsLabel: NewsletterLabel }>;

export type NewsletterSource = keyof typeof NEWSLETTER_SOURCES;
