'use server';

import { headers } from 'next/headers';
import { LEGAL_LAST_UPDATED_ISO } from '@/lib/content/legal';
import { clientKeyFromHeaders } from './client-key';
import { describeFailure } from './log-redaction';
import { errorState, NEWSLETTER_FIELDS, NEWSLETTER_MESSAGES, NEWSLETTER_SOURCES, type NewsletterSource, type SubscribeState } from './messages';
import { newsletterSetup, scheduleDelivery } from './setup';
import { subscribe } from './subscribe';

const isSource = (value: unknown): value is NewsletterSource => typeof value === 'string' && Object.hasOwn(NEWSLETTER_SOURCES, value);

/** The one newsletter action behind every subscribe form, with or without JavaScript. */
export async function subscribeToNewsletter(_previous: SubscribeState, formData: FormData): Promise<SubscribeState> {
  const { store, rateLimiter, warnings, config } = newsletterSetup();
  // A body that is no form (a hand-made request to the action) is answered, not logged: it could be sent without end.
  if (!(formData instanceof FormData)) return errorState(NEWSLETTER_MESSAGES.unexpected);
  const source = formData.get(NEWSLETTER_FIELDS.source);
  try {
    const clientKey = clientKeyFromHeaders(await headers(), config.trustedHops);
    return await subscribe(
      {
        email: formData.get(NEWSLETTER_FIELDS.email),
        honeypot: formData.get(NEWSLETTER_FIELDS.honeypot),
        // A form without its source field is the footer's as rendered before this field existed (a cached page).
        source: isSource(source) ? source : 'footer',
        clientKey,
      },
      { store, rateLimiter, warnings, policyVersion: LEGAL_LAST_UPDATED_ISO, onQueued: scheduleDelivery },
    );
  } catch (error) {
    if (warnings.tryAcquire('failure:unexpected')) console.error('[newsletter] unexpected failure in subscribe', describeFailure(error));
    return errorState(NEWSLETTER_MESSAGES.unexpected);
  }
}
