import type { NextRequest } from 'next/server';
import { followLink, redirectToButtonPage, redirectToOutcome } from '@/lib/newsletter/links';
import { isOneClickPost } from '@/lib/newsletter/one-click';

const NO_STORE = { 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' };

/**
 * RFC 8058 one-click: the List-Unsubscribe URL. A POST carrying `List-Unsubscribe=One-Click` unsubscribes at once,
 * whether a mail client sends it (answered in plain text) or the unsubscribe page's button (redirected to the outcome
 * page).
 */
export async function POST(request: NextRequest) {
  const token = request.nextUrl.searchParams.get('token');
  const fromBrowser = request.headers.get('sec-fetch-mode') === 'navigate' || (request.headers.get('accept') ?? '').includes('text/html');
  // Without the field it is no one-click request (RFC 8058 §1, §3.2: the body is how the sender tells the mail
  // program's consented POST from software that fetches header URLs), so it changes nothing: a person is shown the
  // page with the button, as a GET would be; anything else is told what is missing.
  if (!(await isOneClickPost(request))) {
    if (fromBrowser) return redirectToButtonPage('unsubscribe', token);
    return new Response('not-one-click: the body must be List-Unsubscribe=One-Click\n', { status: 400, headers: NO_STORE });
  }
  const outcome = await followLink('unsubscribe', token);
  if (fromBrowser) return redirectToOutcome(outcome);
  const status = outcome === 'unsubscribed' || outcome === 'unsubscribe-link-used' ? 200 : outcome === 'link-error' ? 503 : 400;
  return new Response(`${outcome}\n`, { status, headers: NO_STORE });
}

/** A person who opened the header's URL gets the page with the button: a GET never unsubscribes. */
export function GET(request: NextRequest) {
  return redirectToButtonPage('unsubscribe', request.nextUrl.searchParams.get('token'));
}
