import type { NextRequest } from 'next/server';
import { redirectToOutcome, unsubscribeLinkStatus } from '@/lib/newsletter/links';
import { prerenderedHtml } from '@/lib/prerendered-html';
import { UNSUBSCRIBE_PAGE_HTML } from '@/lib/prerendered-readers.mjs';

/*
 * Opening the unsubscribe link (next.config.ts rewrites a page read of /newsletter/unsubscribe here, query kept):
 * a link that is still good gets the prerendered page with its button, as the build wrote it (no render, and the
 * policy of /newsletter/unsubscribe is that page's own); a used, expired or unknown one is sent to the page that says so.
 * Checking changes nothing: mail scanners open links.
 */
export const dynamic = 'force-dynamic';

export async function GET(request: NextRequest): Promise<Response> {
  const status = await unsubscribeLinkStatus(request.nextUrl.searchParams.get('token'));
  if (status !== 'valid') return redirectToOutcome(status);
  return new Response(prerenderedHtml(UNSUBSCRIBE_PAGE_HTML), {
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-store' },
  });
}
