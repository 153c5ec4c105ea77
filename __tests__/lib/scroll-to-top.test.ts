import { SCROLL_TO_TOP_MS, scrollToTopSmoothly } from '@/lib/client-effects/scroll-to-top';

/** A window whose frames the test runs one at a time, each at a time it names. */
function fakeWindow(scrollY: number) {
  let frames: FrameRequestCallback[] = [];
  const win = Object.assign(new EventTarget(), {
    scrollX: 0,
    scrollY,
    performance: { now: () => 0 },
    scrollTo: jest.fn((_x: number, y: number) => {
      win.scrollY = y;
    }),
    requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(callback),
    cancelAnimationFrame: () => {
      frames = [];
    },
  });
  const frame = (at: number) => {
    const due = frames;
    frames = [];
    for (const callback of due) callback(at);
  };
  return { win, asWindow: win as unknown as Window, frame, pending: () => frames.length };
}

describe('scrollToTopSmoothly', () => {
  it('passes through positions on the way and ends at the top when the time is up', () => {
    const { win, asWindow, frame, pending } = fakeWindow(3000);
    scrollToTopSmoothly(asWindow);
    frame(SCROLL_TO_TOP_MS / 4);
    expect(win.scrollY).toBeGreaterThan(0);
    expect(win.scrollY).toBeLessThan(3000);
    frame(SCROLL_TO_TOP_MS / 2);
    frame(SCROLL_TO_TOP_MS);
    expect(win.scrollY).toBe(0);
    expect(pending()).toBe(0);
  });

  it('stops on Back or Forward, before the browser restores the place the visitor left, and scrolls no more', () => {
    const { win, asWindow, frame, pending } = fakeWindow(3000);
    scrollToTopSmoothly(asWindow);
    frame(SCROLL_TO_TOP_MS / 4);
    win.dispatchEvent(new Event('popstate'));
    // The browser's restoring.
    win.scrollY = 4600;
    frame(SCROLL_TO_TOP_MS / 2);
    expect(pending()).toBe(0);
    expect(win.scrollY).toBe(4600);
    expect(win.scrollTo).toHaveBeenCalledTimes(1);
  });

  it('stops when the visitor scrolls, and can be stopped', () => {
    const scrolled = fakeWindow(3000);
    scrollToTopSmoothly(scrolled.asWindow);
    scrolled.win.dispatchEvent(new Event('wheel'));
    expect(scrolled.pending()).toBe(0);

    const stopped = fakeWindow(3000);
    scrollToTopSmoothly(stopped.asWindow)();
    expect(stopped.pending()).toBe(0);
  });

  it('does nothing at the top', () => {
    const { win, asWindow, pending } = fakeWindow(0);
    scrollToTopSmoothly(asWindow);
    expect(pending()).toBe(0);
    expect(win.scrollTo).not.toHaveBeenCalled();
  });
});
