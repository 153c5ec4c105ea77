import 'server-only';

/** Bounds memory under a flood of distinct clients; the oldest clients are forgotten first. */
const MAX_TRACKED_CLIENTS = 10_000;

export type RateLimiter = {
  /** Records one attempt for `key`; false when the key has used up its window. */
  tryAcquire(key: string): boolean;
  /** Gives back the latest attempt of `key` (one that never reached an answer). */
  release(key: string): void;
};

type LimiterOptions = { limit: number; windowMs: number; now?: () => number; maxClients?: number };

/** Attempts per key in a sliding window, in this process's memory: the sign-up's first line, and the logs' throttle. */
export function createRateLimiter({ limit, windowMs, now = Date.now, maxClients = MAX_TRACKED_CLIENTS }: LimiterOptions): RateLimiter {
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
    release(key) {
      attempts.get(key)?.pop();
    },
  };
}
