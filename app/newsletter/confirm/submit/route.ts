import type { NextRequest } from 'next/server';
import { followLink, redirectToButtonPage, redirectToOutcome } from '@/lib/newsletter/links';

/** The confirmation page's button (next.config.ts rewrites the page's POST here): confirms, then shows what happened. */
export async function POST(request: NextRequest) {
  return redirectToOutcome(await followLink('confirm', request.nextUrl.searchParams.get('token')));
}

/** A GET never confirms: it leads to the page with the button. */
export function GET(request: NextRequest) {
  return redirectToButtonPage('confirm', request.nextUrl.searchParams.get('token'));
}
