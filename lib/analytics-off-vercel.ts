/** Where @vercel/analytics loads its script and sends its beacons; on Vercel the platform answers these paths itself. */
const VERCEL_INSIGHTS_PREFIX = '/_vercel/insights/';

/** True when the site runs on Vercel, whose edge serves /_vercel/insights. */
export function runsOnVercel(env: Record<string, string | undefined> = process.env): boolean {
  return env.VERCEL === '1';
}

/**
 * Off Vercel (local `next start`, CI, another host) nothing serves the analytics
 * script, and its 404 would show as console errors on every page. This answers
 * with an empty script instead, so events simply stay queued in window.vaq.
 */
export function offVercelInsightsResponse(pathname: string): Response | null {
  if (!pathname.startsWith(VERCEL_INSIGHTS_PREFIX)) return null;
  if (pathname.endsWith('.js')) {
    return new Response('/* Vercel Web Analytics runs only on Vercel. */\n', {
      headers: { 'Content-Type': 'application/javascript; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  return new Response(null, { status: 204 });
}
