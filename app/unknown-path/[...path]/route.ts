import { notFoundPageHtml } from '@/lib/not-found-pages';

/*
 * An unknown path's page request (rewritten here after the build: lib/security/unknown-slugs.mjs): the prerendered
 * not-found page of its section, with the visitor's segments written into the breadcrumb for readers without
 * JavaScript. A string replacement in the built HTML: nothing is rendered and nothing is stored. The inline scripts
 * are the page's own, so the policy of the requested path (the section's entry, from the same page) covers them.
 * Next.js answers HEAD from GET.
 */
export const dynamic = 'force-dynamic';

type UnknownPathContext = { params: Promise<{ path: string[] }> };

const HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  // As Next.js sends its prerendered 404 pages: every unknown address is answered afresh, never cached.
  'Cache-Control': 'private, no-cache, no-store, max-age=0, must-revalidate',
};

export async function GET(_request: Request, { params }: UnknownPathContext): Promise<Response> {
  const { path } = await params;
  return new Response(notFoundPageHtml(path), { status: 404, headers: HEADERS });
}
