import { type NextRequest, NextResponse } from 'next/server';
import { offVercelInsightsResponse, runsOnVercel } from '@/lib/analytics-off-vercel';
import { leadFormUrl } from '@/lib/lead-form';
import { SEARCH_PATH } from '@/lib/search/config';
import { contentSecurityPolicy, originOf, type ScriptPolicy } from '@/lib/security/headers';
import { pageScriptHashes } from '@/lib/security/page-script-hashes';

const leadFormOrigin = originOf(leadFormUrl());
const development = process.env.NODE_ENV === 'development';

/**
 * The script policy for one page: the hashes of exactly the inline scripts its
 * prerendered HTML contains, so pages stay static and need no 'unsafe-inline'.
 * A path with no prerendered page can only be a not-found view, which Next.js
 * renders once and then caches, so no hash can match it: it gets the fallback.
 */
function scriptPolicy(pathname: string, nonce?: string): ScriptPolicy {
  if (development) return { kind: 'fallback' };
  const hashes = pageScriptHashes(pathname);
  return hashes ? { kind: 'strict', hashes, nonce } : { kind: 'fallback' };
}

// The policy of a page read is the same for every GET, so it is built once per page and reused:
// this proxy runs on every page request and its cost shows directly in `next start` throughput.
const readPolicies = new Map<string, string>();

function readPolicy(pathname: string): string {
  const cached = readPolicies.get(pathname);
  if (cached) return cached;
  const script = scriptPolicy(pathname);
  const policy = contentSecurityPolicy({ script, leadFormOrigin, development, wasm: pathname === SEARCH_PATH });
  // Only prerendered pages are kept, so requests for random paths cannot grow the map.
  if (script.kind === 'strict') readPolicies.set(pathname, policy);
  return policy;
}

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const insights = runsOnVercel() ? null : offVercelInsightsResponse(pathname);
  if (insights) return insights;

  if (request.method === 'GET' || request.method === 'HEAD') {
    // A read is answered with the prerendered HTML, whose scripts the hashes cover.
    const response = NextResponse.next();
    response.headers.set('Content-Security-Policy', readPolicy(pathname));
    return response;
  }

  // Anything else (a no-JavaScript newsletter POST) renders the page on demand: Next.js puts the
  // nonce of the policy it finds in the request headers on every script it renders.
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
  const policy = contentSecurityPolicy({ script: scriptPolicy(pathname, nonce), leadFormOrigin, development });
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
