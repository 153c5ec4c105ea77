import { canonicalLocation } from '@/lib/canonical-location';

/*
 * The permanent redirect for a known page's path in other capitals, for a path with a trailing slash (rewrites written
 * after the build: lib/security/canonical-paths.mjs) and for an old or short address (content/redirects.ts, rewritten
 * in next.config.ts): a rewritten response keeps every header of next.config.ts and the post-build policy, whereas
 * Next.js sends its own redirects without them. The Location is where the path ends (lib/canonical-location.ts), so
 * `/About/` and `/privacy/` are one hop too, not a slash's redirect and then the case's or the address's.
 * No page is rendered and nothing is stored: it answers with a Location only.
 */
export const dynamic = 'force-dynamic';

type CanonicalContext = { params: Promise<{ path: string[] }> };

function redirect(request: Request, { path }: { path: string[] }): Response {
  return new Response(null, { status: 308, headers: { Location: canonicalLocation(path, new URL(request.url).search) } });
}

export async function GET(request: Request, { params }: CanonicalContext): Promise<Response> {
  return redirect(request, await params);
}

export const HEAD = GET;
