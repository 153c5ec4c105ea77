import { type NextRequest, NextResponse } from 'next/server';
import { offVercelInsightsResponse, runsOnVercel } from '@/lib/analytics-off-vercel';
import { leadFormUrl } from '@/lib/lead-form';
import { contentSecurityPolicy, originOf } from '@/lib/security/headers';

const leadFormOrigin = originOf(leadFormUrl());
const development = process.env.NODE_ENV === 'development';

/*
 * Page reads never come here: each prerendered page gets its policy, with the hashes of its own scripts, from
 * static header entries written after the build (scripts/build/page-csp-headers.mjs). What is left:
 * - a form POST (the newsletter without JavaScript), which renders the page on demand: Next.js puts the nonce
 *   of the policy it finds in the request headers on every script it renders, so that response needs a nonce;
 * - off Vercel, the analytics paths that only Vercel serves.
 */

export function proxy(request: NextRequest) {
  const insights = runsOnVercel() ? null : offVercelInsightsResponse(request.nextUrl.pathname);
  if (insights) return insights;
  if (request.method === 'GET' || request.method === 'HEAD') return NextResponse.next();

  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
  const script = development ? ({ kind: 'fallback' } as const) : ({ kind: 'strict', hashes: [], nonce } as const);
  const policy = contentSecurityPolicy({ script, leadFormOrigin, development });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('content-security-policy', policy);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  // Replaces the page's hash policy from the static headers: one policy per response.
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

export const config = {
  matcher: [
    {
      // Only requests with a body (a form POST always has a content-type; a page read has none), and pages only.
      source: '/((?!_next/|_vercel/|.*\\.[a-z0-9]+$).*)',
      has: [{ type: 'header', key: 'content-type' }],
    },
    '/_vercel/insights/:path*',
  ],
};
