import type { ANALYTICS_EVENTS } from '@/lib/analytics';

/** Every message the newsletter form can show (spec section 8), named once and shared by server and client. */
export const NEWSLETTER_MESSAGES = {
  emptyEmail: 'Please enter your email address.',
  invalidEmail: 'Please enter a valid email address.',
  success: 'Successfully subscribed to our newsletter!',
  duplicate: 'This email is already subscribed to our newsletter.',
  failed: 'An error occurred. Please try again later.',
  unexpected: 'An unexpected error occurred. Please try again.',
  rateLimited: 'Too many subscription attempts from your network. Please wait a minute and try again.',
  /**
   * A limit every instance shares said no: this client's count, this address's (an hour), or all sign-ups together
   * (ten minutes), which one visitor's network is not to blame for.
   */
  sharedLimit: 'Too many subscription attempts right now. Please wait a few minutes and try again.',
} as const;

/**
 * A sign-up that had no answer in time (lib/newsletter/answer-in-time.ts): the spec's failure of the whole submit, then
 * why, and that trying again is safe, since the first post may yet have arrived.
 */
export const stalledMessage = `${NEWSLETTER_MESSAGES.unexpected} No answer came in time: your connection may be slow. Sending it again never signs an address up twice.`;

/** How often the newsletter comes: the footer and the insights box promise it, and the confirmation e-mail repeats it. */
export const NEWSLETTER_CADENCE = 'at most once a month';

/** What the server action returns and the form renders; plain data so it survives a no-JavaScript post. */
export type SubscribeState = {
  status: 'idle' | 'success' | 'error';
  message: string;
  /** The address to show in the field again: the trimmed input after a failure, empty after success. */
  email: string;
};

export const IDLE_STATE: SubscribeState = { status: 'idle', message: '', email: '' };

/** The spec's success message, then what happens next: nothing is sent until the address is confirmed. */
export const successMessage = (email: string) => `${NEWSLETTER_MESSAGES.success} We have sent a confirmation link to ${email}.`;

export const successState = (email: string): SubscribeState => ({ status: 'success', message: successMessage(email), email: '' });

/**
 * The spec's duplicate message, then what to do if the address still waits for confirmation (its e-mail is sent again,
 * at most once an hour). Said of every known address alike, so the answer does not tell a confirmed one from a
 * pending one.
 */
export const duplicateMessage = `${NEWSLETTER_MESSAGES.duplicate} If you have not confirmed it yet, look for our confirmation e-mail: we send it again at most once an hour.`;

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
