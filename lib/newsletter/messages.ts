import { FORM_MESSAGES, type SubscribeState } from './form-state';

export {
  errorState,
  FORM_MESSAGES,
  IDLE_STATE,
  NEWSLETTER_FIELDS,
  NEWSLETTER_SOURCES,
  stalledMessage,
  type NewsletterSource,
  type SubscribeState,
} from './form-state';

/**
 * Every message the newsletter form can show (spec section 8), named once: the form's own (lib/newsletter/form-state.ts,
 * which its script imports) and the server's answers, which reach the form as text.
 */
export const NEWSLETTER_MESSAGES = {
  ...FORM_MESSAGES,
  success: 'Successfully subscribed to our newsletter!',
  duplicate: 'This email is already subscribed to our newsletter.',
  failed: 'An error occurred. Please try again later.',
  rateLimited: 'Too many subscription attempts from your network. Please wait a minute and try again.',
  /**
   * A limit every instance shares said no: this client's count, this address's (an hour), or all sign-ups together
   * (ten minutes), which one visitor's network is not to blame for.
   */
  sharedLimit: 'Too many subscription attempts right now. Please wait a few minutes and try again.',
} as const;

/** How often the newsletter comes: the footer and the insights box promise it, and the confirmation e-mail repeats it. */
export const NEWSLETTER_CADENCE = 'at most once a month';

/** The spec's success message, then what happens next: nothing is sent until the address is confirmed. */
export const successMessage = (email: string) => `${NEWSLETTER_MESSAGES.success} We have sent a confirmation link to ${email}.`;

export const successState = (email: string): SubscribeState => ({ status: 'success', message: successMessage(email), email: '' });

/**
 * The spec's duplicate message, then what to do if the address still waits for confirmation (its e-mail is sent again,
 * at most once an hour). Said of every known address alike, so the answer does not tell a confirmed one from a
 * pending one.
 */
export const duplicateMessage = `${NEWSLETTER_MESSAGES.duplicate} If you have not confirmed it yet, look for our confirmation e-mail: we send it again at most once an hour.`;
