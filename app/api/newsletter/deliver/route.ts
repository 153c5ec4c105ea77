import { createHash, timingSafeEqual } from 'node:crypto';
import { newsletterSetup, runCleanup, runDelivery } from '@/lib/newsletter/setup';

/** Vercel's limit for this function: allowed on every plan, with or without fluid compute (whose default is longer). */
export const maxDuration = 60;
/** How long the daily call keeps sending a backlog, leaving the clean-up its time within maxDuration. */
const DRAIN_MS = 40_000;

/**
 * Compared as SHA-256 digests, always 32 bytes: comparing the strings' lengths first told a caller the secret's
 * length, and a header of that many characters but more bytes (non-ASCII) made timingSafeEqual throw, a 500.
 */
const digest = (value: string) => createHash('sha256').update(value).digest();
const matches = (given: string, expected: string) => timingSafeEqual(digest(given), digest(expected));

/**
 * Sends queued e-mail and runs the clean-up. For hosts without a long-running process (Vercel):
 * Vercel Cron calls it with `Authorization: Bearer $CRON_SECRET` (docs/newsletter.md). Without
 * CRON_SECRET it does not exist.
 */
export async function GET(request: Request) {
  const { cronSecret } = newsletterSetup().config;
  if (!cronSecret) return new Response('Not Found\n', { status: 404 });
  if (!matches(request.headers.get('authorization') ?? '', `Bearer ${cronSecret}`)) return new Response('Unauthorized\n', { status: 401 });
  // Called once a day: send every due message (a backlog too), leaving time for the clean-up within the function's limit.
  await runDelivery({ drainForMs: DRAIN_MS });
  await runCleanup();
  return new Response('ok\n', { headers: { 'Cache-Control': 'no-store' } });
}
