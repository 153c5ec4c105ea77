/** How long the smooth scroll to the top takes, whatever the distance. */
export const SCROLL_TO_TOP_MS = 400;

/** What stops it: Back or Forward, and the visitor's own scrolling, tapping, clicking or keys. */
const INTERRUPTIONS = ['popstate', 'wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * Scrolls the window smoothly to its top, frame by frame, rather than by the browser's `behavior: 'smooth'`: Back during
 * that scroll (a phone's long page took over a second) had the browser restore the visitor's place and its animation carry
 * on to the top, and a script can stop that animation only by a scroll of its own, after which Chromium restored nothing.
 * This one stops on Back or Forward before the browser restores, and when the visitor takes over. Returns a function
 * that stops it.
 */
export function scrollToTopSmoothly(win: Window, duration = SCROLL_TO_TOP_MS): () => void {
  const from = win.scrollY;
  let frame = 0;
  const stop = () => {
    win.cancelAnimationFrame(frame);
    for (const type of INTERRUPTIONS) win.removeEventListener(type, stop);
  };
  if (from <= 0) return stop;
  for (const type of INTERRUPTIONS) win.addEventListener(type, stop, { passive: true });
  const began = win.performance.now();
  const step = (now: number) => {
    // A frame's time can precede the start by a little.
    const progress = Math.min(1, Math.max(0, (now - began) / duration));
    // Eased out (cubic): fast at first, settling at the top.
    win.scrollTo(win.scrollX, Math.round(from * (1 - progress) ** 3));
    if (progress < 1) frame = win.requestAnimationFrame(step);
    else stop();
  };
  frame = win.requestAnimationFrame(step);
  return stop;
}
