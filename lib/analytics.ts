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

export function trackEvent({ action, category, label, value }: AnalyticsEvent): void {
  try {
    track(action, value === undefined ? { category, label } : { category, label, value });
  } catch {
    // Analytics must never break the page (blocked script, privacy extensions).
  }
}
