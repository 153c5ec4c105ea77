import type { BeforeSendEvent } from '@vercel/analytics';

/**
 * Query parameters that never go to the analytics service with a page view or an event. The newsletter's confirmation
 * and unsubscribe links carry `token` (a working link for a year, and its hash leads to one subscriber); the search page
 * carries what the visitor typed in `q`. The privacy policy says the analytics data cannot identify anyone.
 */
const PRIVATE_QUERY_PARAMS = ['token', 'q'] as const;

/** The event with those parameters removed from its URL (@vercel/analytics' beforeSend). */
export function withoutPrivateParams(event: BeforeSendEvent): BeforeSendEvent {
  const url = new URL(event.url);
  const present = PRIVATE_QUERY_PARAMS.filter((name) => url.searchParams.has(name));
  if (present.length === 0) return event;
  for (const name of present) url.searchParams.delete(name);
  return { ...event, url: url.toString() };
}
