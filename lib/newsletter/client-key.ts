/**
 * Identifies the client for rate limiting. Vercel and standard reverse proxies append the address
 * they saw to x-forwarded-for, so the last entry is the one a client cannot forge. Behind no proxy
 * (bare `next start`) the header comes from the client itself: see docs/newsletter.md.
 */
export function clientKeyFromHeaders(headers: Pick<Headers, 'get'>): string {
  const forwarded = headers.get('x-forwarded-for');
  const lastHop = forwarded
    ?.split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .at(-1);
  return lastHop || headers.get('x-real-ip')?.trim() || 'unknown';
}
