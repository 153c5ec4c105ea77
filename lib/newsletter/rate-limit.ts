/**
 * Subscriptions allowed per client in a sliding window. Kept in this process's memory, so the limit
 * holds per server instance: several instances (or serverless cold starts) each count separately.
 */
export const SUBSCRIBE_RATE_LIMIT = { limit: 5, windowMs: 60_000 } as const;

/** Bounds memory under a flood of distinct clients; the oldest clients are forgotten first. */
const MAX_TRACKED_CLIENTS = 10_000;

export type RateLimiter = {
  /** Records one attempt for `key`; false when the key has used up its window. */
  tryAcquire(key: string): boolean;
};

type Options = { limit: number; windowMs: number; now?: () => number; maxClients?: number };

export function createRateLimiter({ limit, windowMs, now = Date.now, maxClients = MAX_TRACKED_CLIENTS }: Options): RateLimiter {
  const attempts = new Map<string, number[]>();

  function forgetExpired(cutoff: number) {
    for (const [key, times] of attempts) {
      if ((times.at(-1) ?? 0) <= cutoff) attempts.delete(key);
    }
  }

  return {
    tryAcquire(key) {
      const time = now();
      const cutoff = time - windowMs;
      const recent = (attempts.get(key) ?? []).filter((t) => t > cutoff);
      if (recent.length >= limit) {
        attempts.set(key, recent);
        return false;
      }
      recent.push(time);
      // Re-inserting moves the key to the end, so Map order is least recently seen first.
      attempts.delete(key);
      attempts.set(key, recent);
      if (attempts.size > maxClients) {
        forgetExpired(cutoff);
        for (const oldest of attempts.keys()) {
          if (attempts.size <= maxClients) break;
          attempts.delete(oldest);
        }
      }
      return true;
    },
  };
}
