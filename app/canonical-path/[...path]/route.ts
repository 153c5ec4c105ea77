import { canonicalLocation } from '@/lib/canonical-location';

/*
 * The permanent redirect for a known page's path in other capitals and for a path with a trailing slash. Rewrites
 * written after the build send them here (lib/security/canonical-paths.mjs): a rewritten response keeps every header
 * of next.config.ts and the post-build policy, whereas Next.js sends its own redirects without them.
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
