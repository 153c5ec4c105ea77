import { type NextRequest, NextResponse } from 'next/server';
import { offVercelInsightsResponse, runsOnVercel } from '@/lib/analytics-off-vercel';
import { leadFormUrl } from '@/lib/lead-form';
import { contentSecurityPolicy, originOf, type ScriptPolicy } from '@/lib/security/headers';
import { pageScriptHashes } from '@/lib/security/page-script-hashes';

const leadFormOrigin = originOf(leadFormUrl());
const development = process.env.NODE_ENV === 'development';

/**
 * The script policy for one page: the hashes of exactly the inline scripts its
 * prerendered HTML contains, so pages stay static and need no 'unsafe-inline'.
 * The nonce covers a dynamic render of the same path (a no-JavaScript
 * newsletter POST): Next.js puts the nonce of the request's policy on the
 * scripts it renders. A path with no prerendered page can only be a not-found
 * view, which Next.js renders once and then caches with that first request's
 * nonce, so neither hashes nor a nonce can match it: it gets the fallback.
 */
function scriptPolicy(pathname: string): ScriptPolicy {
  if (development) return { kind: 'fallback' };
  const hashes = pageScriptHashes(pathname);
  if (!hashes) return { kind: 'fallback' };
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
  return { kind: 'strict', hashes, nonce };
}

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const insights = runsOnVercel() ? null : offVercelInsightsResponse(pathname);
  if (insights) return insights;

  const policy = contentSecurityPolicy({ script: scriptPolicy(pathname), leadFormOrigin, development });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('content-security-policy', policy);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

export const config = {
  matcher: [
    {
      // Pages only: static files, images and framework assets keep the static policy from next.config.ts.
      source: '/((?!_next/|_vercel/|.*\\.[a-z0-9]+$).*)',
      // Client-side navigations fetch RSC payloads, not documents: no policy to compute.
      missing: [{ type: 'header', key: 'rsc' }],
    },
    '/_vercel/insights/:path*',
  ],
};
