import type { NextRequest } from 'next/server';
import { followLink, redirectToOutcome } from '@/lib/newsletter/links';

/** The link in the confirmation e-mail: confirms the address, then shows what happened. */
export async function GET(request: NextRequest) {
  return redirectToOutcome(await followLink('confirm', request.nextUrl.searchParams.get('token')));
}
