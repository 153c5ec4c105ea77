/** NEWSLETTER_WAIT_MS as each build has it (Next inlines NODE_ENV into the browser bundle). */
function waitMsUnder(nodeEnv: string): number {
  const saved = process.env.NODE_ENV;
  let waitMs = 0;
  (process.env as Record<string, string>).NODE_ENV = nodeEnv;
  try {
    jest.isolateModules(() => {
      waitMs = jest.requireActual<typeof import('@/lib/newsletter/answer-in-time')>('@/lib/newsletter/answer-in-time').NEWSLETTER_WAIT_MS;
    });
  } finally {
    (process.env as Record<string, string | undefined>).NODE_ENV = saved;
  }
  return waitMs;
}

describe('NEWSLETTER_WAIT_MS', () => {
  it('gives a production page 20 s, and `next dev` as long as the development loop test allows its first sign-up', () => {
    expect(waitMsUnder('production')).toBe(20_000);
    // e2e/dev-loop.spec.ts waits 120 s for the answer: a form that gave up sooner would fail it on a slow machine.
    expect(waitMsUnder('development')).toBe(120_000);
  });
});
