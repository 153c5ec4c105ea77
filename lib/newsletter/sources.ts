import type { ANALYTICS_EVENTS } from '@/lib/analytics';

type NewsletterLabel = Parameters<typeof ANALYTICS_EVENTS.newsletterSubscribe>[0];

/** Where a subscribe form sits, and the analytics label its successes are counted under. */
export const NEWSLETTER_SOURCES = {
  footer: { analyticsLabel: 'footer_newsletter' },
  insights: { analyticsLabel: 'insights_newsletter' },
} as const satisfies Record<string, { analyticsLabel: NewsletterLabel }>;

export type NewsletterSource = keyof typeof NEWSLETTER_SOURCES;
