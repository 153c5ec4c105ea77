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
 * - off Vercel, the analytics paths that only Vercel serves;
 * - a path with a percent sign that starts no valid escape (/%, /x%E0). next start answered it with a bare 500 and
 *   none of the site's headers: its router tries to render a /400 page, which the App Router cannot have. It is
 *   answered here with a 400, to which next.config.ts's headers are added as to any response.
 */

export function proxy(request: NextRequest) {
  if (!decodes(request.nextUrl.pathname)) return badPathResponse();
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

/** True when every percent sign in the path starts a valid UTF-8 escape. */
function decodes(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** The answer to a path no page can have; next.config.ts's headers are added to it as to any response. */
function badPathResponse(): NextResponse {
  return new NextResponse('Bad request: the address has a percent sign that does not start a valid escape (such as %20).\n', {
    status: 400,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}

export const config = {
  matcher: [
    {
      // Only requests with a body (a form POST always has a content-type; a page read has none), and pages only.
      source: '/((?!_next/|_vercel/|.*\\.[a-z0-9]+$).*)',
      has: [{ type: 'header', key: 'content-type' }],
    },
    '/_vercel/insights/:path*',
    // Paths with a percent sign, for the check above; no page's own path has one, so page reads still skip the proxy.
    '/(.*%.*)',
  ],
};
