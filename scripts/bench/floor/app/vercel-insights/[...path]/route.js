import { offVercelInsightsResponse } from '@/lib/analytics-off-vercel';

/** The analytics paths the client-effects rungs call, answered as the site's proxy answers them off Vercel. */
export async function GET(_request, { params }) {
  const { path } = await params;
  return offVercelInsightsResponse(`/_vercel/insights/${path.join('/')}`) ?? new Response(null, { status: 404 });
}

export const POST = GET;
