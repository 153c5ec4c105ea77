import type { NextRequest } from 'next/server';
import { openButtonLink } from '@/lib/newsletter/links';

/*
 * Opening the unsubscribe link: next.config.ts rewrites a page read of /newsletter/unsubscribe here, query kept.
 * A good link gets the page with its button; opening it changes nothing (lib/newsletter/links.ts).
 */
export const dynamic = 'force-dynamic';

export function GET(request: NextRequest): Promise<Response> {
  return openButtonLink('unsubscribe', request.nextUrl.searchParams.get('token'));
}
