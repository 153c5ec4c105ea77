import { track } from '@vercel/analytics';

/**
 * The spec's analytics events, named in one place. Each is sent through
 * @vercel/analytics as an event named by its action; off Vercel the tracker
 * only queues events in window.vaq, so nothing here may throw.
 */
export const ANALYTICS_EVENTS = {
  newsletterSubscribe: (label: 'footer_newsletter' | 'insights_newsletter') =>
    ({ action: 'subscribe', category: 'newsletter', label }) as const,
  consultationRequest: { action: 'consultation_request', category: 'lead_generation', label: 'contact_form' } as const,
};

export type AnalyticsEvent = {
  action: string;
  category: string;
  label: string;
  value?: number;
};

/**
 * track() drops an event when window.va does not exist yet, which is the case for an
 * event sent from a page's own effect before <Analytics /> has mounted (the contact
 * page's view event). Create the same queue @vercel/analytics would; its inject() keeps it.
 */
function ensureAnalyticsQueue(): void {
  if (typeof window === 'undefined' || window.va) return;
  window.va = (...params) => {
    (window.vaq ??= []).push(params);
  };
}

export function trackEvent({ action, category, label, value }: AnalyticsEvent): void {
  try {
    ensureAnalyticsQueue();
    track(action, value === undefined ? { category, label } : { category, label, value });
  } catch {
    // Analytics must never break the page (blocked script, privacy extensions).
  }
}
