import type { NextRequest } from 'next/server';
import { openButtonLink } from '@/lib/newsletter/links';

/*
 * Opening the confirmation link: next.config.ts rewrites a page read of /newsletter/confirm here, query kept.
 * A good link gets the page with its button; opening it confirms nothing, because mail scanners open links and an
 * address is confirmed only by its owner (lib/newsletter/links.ts).
 */
export const dynamic = 'force-dynamic';

export function GET(request: NextRequest): Promise<Response> {
  return openButtonLink('confirm', request.nextUrl.searchParams.get('token'));
}
