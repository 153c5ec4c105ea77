/** @jest-environment node */
import { createRateLimiter } from '@/lib/newsletter/rate-limiter';
import { SUBSCRIBE_RATE_LIMIT } from '@/lib/newsletter/sign-up-limits';

function clock(start = 1_000_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('subscription rate limiter', () => {
  test('production default: five a minute', () => {
    expect(SUBSCRIBE_RATE_LIMIT).toEqual({ limit: 5, windowMs: 60_000 });
  });

  test('allows `limit` attempts per key in the window, then refuses', () => {
    const { now } = clock();
    const limiter = createRateLimiter({ limit: 5, windowMs: 60_000, now });
    const results = Array.from({ length: 7 }, () => limiter.tryAcquire('203.0.113.1'));
    expect(results).toEqual([true, true, true, true, true, false, false]);
  });

  test('counts each client separately', () => {
    const { now } = clock();
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, now });
    expect(limiter.tryAcquire('a')).toBe(true);
    expect(limiter.tryAcquire('a')).toBe(false);
    expect(limiter.tryAcquire('b')).toBe(true);
  });

  test('slides: an attempt frees up a minute after it was made, and refusals do not extend the wait', () => {
    const { now, advance } = clock();
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000, now });
    expect(limiter.tryAcquire('a')).toBe(true); // t = 0
    advance(30_000);
    expect(limiter.tryAcquire('a')).toBe(true); // t = 30 s
    expect(limiter.tryAcquire('a')).toBe(false);
    advance(29_999);
    expect(limiter.tryAcquire('a')).toBe(false); // t = 59.999 s: both still in the window
    advance(1);
    expect(limiter.tryAcquire('a')).toBe(true); // t = 60 s: the first has expired
    expect(limiter.tryAcquire('a')).toBe(false);
  });

  test('forgets the least recently seen clients when tracking too many, keeping memory bounded', () => {
    const { now, advance } = clock();
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, now, maxClients: 3 });
    for (const key of ['a', 'b', 'c']) {
      limiter.tryAcquire(key);
      advance(1);
    }
    expect(limiter.tryAcquire('d')).toBe(true); // pushes out 'a', the oldest
    expect(limiter.tryAcquire('a')).toBe(true); // 'a' starts afresh, pushing out 'b'
    expect(limiter.tryAcquire('c')).toBe(false); // 'c' is still remembered
  });

  test('release gives the latest attempt back, so it no longer counts', () => {
    const { now } = clock();
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000, now });
    expect(limiter.tryAcquire('a')).toBe(true);
    expect(limiter.tryAcquire('a')).toBe(true);
    limiter.release('a');
    expect(limiter.tryAcquire('a')).toBe(true);
    expect(limiter.tryAcquire('a')).toBe(false);
    limiter.release('never-seen'); // harmless
  });
});
