'use server';

import { headers } from 'next/headers';
import { clientKeyFromHeaders } from '@/lib/newsletter/client-key';
import { errorState, NEWSLETTER_FIELDS, type SubscribeState } from '@/lib/newsletter/form-state';
import { NEWSLETTER_MESSAGES } from '@/lib/newsletter/messages';
import { createRateLimiter, SUBSCRIBE_RATE_LIMIT } from '@/lib/newsletter/rate-limit';
import { getNewsletterStore } from '@/lib/newsletter/store-selection';
import { subscribe } from '@/lib/newsletter/subscribe';

// Per server instance: see SUBSCRIBE_RATE_LIMIT.
const rateLimiter = createRateLimiter(SUBSCRIBE_RATE_LIMIT);

/** The one newsletter action behind every subscribe form, with or without JavaScript. */
export async function subscribeToNewsletter(_previous: SubscribeState, formData: FormData): Promise<SubscribeState> {
  try {
    const clientKey = clientKeyFromHeaders(await headers());
    return await subscribe(
      { email: formData.get(NEWSLETTER_FIELDS.email), honeypot: formData.get(NEWSLETTER_FIELDS.honeypot), clientKey },
      { store: getNewsletterStore(), rateLimiter },
    );
  } catch (error) {
    console.error('[newsletter] unexpected failure in subscribe', error);
    return errorState(NEWSLETTER_MESSAGES.unexpected);
  }
}
