import { timingSafeEqual } from 'node:crypto';
import { newsletterSetup, runCleanup, runDelivery } from '@/lib/newsletter/setup';

const matches = (given: string, expected: string) =>
  given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

/**
 * Sends queued e-mail and runs the clean-up. For hosts without a long-running process (Vercel):
 * Vercel Cron calls it with `Authorization: Bearer $CRON_SECRET` (docs/newsletter.md). Without
 * CRON_SECRET it does not exist.
 */
export async function GET(request: Request) {
  const { cronSecret } = newsletterSetup().config;
  if (!cronSecret) return new Response('Not Found\n', { status: 404 });
  if (!matches(request.headers.get('authorization') ?? '', `Bearer ${cronSecret}`)) return new Response('Unauthorized\n', { status: 401 });
  await runDelivery();
  await runCleanup();
  return new Response('ok\n', { headers: { 'Cache-Control': 'no-store' } });
}
