import { SETTLED } from '@/lib/performance/render-when-near.mjs';

/** Longest wait for an idle moment; Safari has no requestIdleCallback and gets this as a plain delay. */
export const SETTLE_TIMEOUT_MS = 1000;

type IdleWindow = Pick<Window, 'setTimeout' | 'clearTimeout'> & {
  document: Document;
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * Marks <html> SETTLED at the browser's next idle moment (at most SETTLE_TIMEOUT_MS away), which renders the blocks
 * the first layout skipped (lib/performance/render-when-near.mjs). Returns a function that cancels a pending mark.
 */
export function settleWhenIdle(win: IdleWindow): () => void {
  const settle = () => win.document.documentElement.setAttribute(SETTLED, '');
  if (win.requestIdleCallback && win.cancelIdleCallback) {
    const handle = win.requestIdleCallback(settle, { timeout: SETTLE_TIMEOUT_MS });
    return () => win.cancelIdleCallback?.(handle);
  }
  const handle = win.setTimeout(settle, SETTLE_TIMEOUT_MS);
  return () => win.clearTimeout(handle);
}
