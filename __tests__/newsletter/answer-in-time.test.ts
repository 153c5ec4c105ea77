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

describe('answerInTime', () => {
  const STALLED = 'stalled';
  const never = () => new Promise<string>(() => {});

  beforeEach(() => {
    window.history.replaceState(null, '', '/');
    document.body.innerHTML = '<a id="about" href="/about">About</a>';
    // jsdom cannot navigate: the link's own handler (components/ui/intent-link.tsx) stops every click, as on the site.
    document.addEventListener('click', preventDefault);
  });
  afterEach(() => document.removeEventListener('click', preventDefault));
  const preventDefault = (event: Event) => event.preventDefault();

  it('gives up when a link to another page of the site is followed in this tab', async () => {
    const { answerInTime } = await import('@/lib/newsletter/answer-in-time');
    const answer = answerInTime(never(), () => STALLED, window, 60_000);
    document.getElementById('about')!.click();
    await expect(answer).resolves.toBe(STALLED);
  });

  it('gives up when the visitor goes Back or Forward', async () => {
    const { answerInTime } = await import('@/lib/newsletter/answer-in-time');
    const answer = answerInTime(never(), () => STALLED, window, 60_000);
    window.dispatchEvent(new PopStateEvent('popstate'));
    await expect(answer).resolves.toBe(STALLED);
  });

  it('keeps waiting when the link opens in another tab or window (a modified or middle click): this page stays', async () => {
    const { answerInTime } = await import('@/lib/newsletter/answer-in-time');
    let late: (value: string) => void = () => {};
    const answer = answerInTime(new Promise<string>((resolve) => (late = resolve)), () => STALLED, window, 60_000);
    const about = document.getElementById('about')!;
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }] as const) {
      about.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init }));
    }
    late('answered');
    await expect(answer).resolves.toBe('answered');
  });
});
