/** @jest-environment node */
import { matchHas } from 'next/dist/shared/lib/router/utils/prepare-destination';
import nextConfig from '@/next.config';
import { BUTTON_LINKS } from '@/lib/newsletter/link-paths.mjs';

type Rewrite = { source: string; destination: string; has?: Parameters<typeof matchHas>[2]; missing?: Parameters<typeof matchHas>[3] };

/** next.config.ts's rewrites as `next build` (production) or `next dev` (development) reads them. */
async function rewritesUnder(nodeEnv: 'production' | 'development'): Promise<Rewrite[]> {
  const env = process.env as Record<string, string | undefined>;
  const saved = env.NODE_ENV;
  env.NODE_ENV = nodeEnv;
  try {
    const rewrites = (await nextConfig.rewrites!()) as { beforeFiles: Rewrite[] };
    return rewrites.beforeFiles;
  } finally {
    env.NODE_ENV = saved;
  }
}

/** Whether a request with these headers meets the rewrite's conditions, as Next's router decides it. */
function applies(rewrite: Rewrite, headers: Record<string, string>): boolean {
  return matchHas({ headers } as unknown as Parameters<typeof matchHas>[0], {}, rewrite.has, rewrite.missing) !== false;
}

describe("the link pages' rewrites (next.config.ts)", () => {
  test('in production, opening a link goes to the route that checks it, and only the button’s post to the route that acts', async () => {
    const rewrites = await rewritesUnder('production');
    for (const { page, open, post } of BUTTON_LINKS) {
      expect(rewrites.find((rewrite) => rewrite.source === page && rewrite.destination === open)).toBeDefined();
      const acting = rewrites.find((rewrite) => rewrite.source === page && rewrite.destination === post)!;
      expect(applies(acting, { 'content-type': 'application/x-www-form-urlencoded' })).toBe(true);
      expect(applies(acting, { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' })).toBe(true);
      // The footer's sign-up on the same page: without JavaScript, then as a server action.
      expect(applies(acting, { 'content-type': 'multipart/form-data; boundary=----x' })).toBe(false);
      expect(applies(acting, { 'content-type': 'text/plain;charset=UTF-8', 'next-action': 'abc' })).toBe(false);
      expect(applies(acting, { 'content-type': 'application/x-www-form-urlencoded', 'next-action': 'abc' })).toBe(false);
    }
  });

  test('under next dev, which prerenders no page for the open route to answer with, a link opens its page itself', async () => {
    const rewrites = await rewritesUnder('development');
    for (const { page, open, post } of BUTTON_LINKS) {
      expect(rewrites.filter((rewrite) => rewrite.destination === open)).toEqual([]);
      expect(rewrites.find((rewrite) => rewrite.source === page && rewrite.destination === post)).toBeDefined();
    }
  });
});
