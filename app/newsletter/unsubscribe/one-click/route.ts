import type { NextRequest } from 'next/server';
import { followLink, redirectToButtonPage, redirectToOutcome } from '@/lib/newsletter/links';

const NO_STORE = { 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' };

/**
 * RFC 8058 one-click: the List-Unsubscribe URL. A POST unsubscribes at once, whether a mail client
 * sends it (answered in plain text) or the unsubscribe page's button (redirected to the outcome page).
 */
export async function POST(request: NextRequest) {
  const outcome = await followLink('unsubscribe', request.nextUrl.searchParams.get('token'));
  const fromBrowser = request.headers.get('sec-fetch-mode') === 'navigate' || (request.headers.get('accept') ?? '').includes('text/html');
  if (fromBrowser) return redirectToOutcome(outcome);
  const status = outcome === 'unsubscribed' || outcome === 'unsubscribe-link-used' ? 200 : outcome === 'link-error' ? 503 : 400;
  return new Response(`${outcome}\n`, { status, headers: NO_STORE });
}

/** A person who opened the header's URL gets the page with the button: a GET never unsubscribes. */
export function GET(request: NextRequest) {
  return redirectToButtonPage('unsubscribe', request.nextUrl.searchParams.get('token'));
}
