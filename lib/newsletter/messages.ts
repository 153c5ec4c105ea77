/** Every message the newsletter form can show (spec section 8), named once and shared by server and client. */
export const NEWSLETTER_MESSAGES = {
  emptyEmail: 'Please enter your email address.',
  invalidEmail: 'Please enter a valid email address.',
  success: 'Successfully subscribed to our newsletter!',
  duplicate: 'This email is already subscribed to our newsletter.',
  failed: 'An error occurred. Please try again later.',
  unexpected: 'An unexpected error occurred. Please try again.',
  rateLimited: 'Too many subscription attempts from your network. Please wait a minute and try again.',
} as const;

export type NewsletterMessage = (typeof NEWSLETTER_MESSAGES)[keyof typeof NEWSLETTER_MESSAGES];
