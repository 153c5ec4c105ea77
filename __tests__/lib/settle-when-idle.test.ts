import { SETTLE_TIMEOUT_MS, settleWhenIdle } from '@/lib/client-effects/settle-when-idle';
import { RENDER_WHEN_NEAR, RENDER_WHEN_NEAR_SELECTOR, SETTLED } from '@/lib/performance/render-when-near.mjs';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const settled = () => document.documentElement.hasAttribute(SETTLED);

describe('settleWhenIdle', () => {
  beforeEach(() => document.documentElement.removeAttribute(SETTLED));

  it('marks <html> settled in the browser’s idle callback, asking for it within the timeout', () => {
    let idle: (() => void) | undefined;
    const requestIdleCallback = jest.fn((callback: () => void) => {
      idle = callback;
      return 7;
    });
    settleWhenIdle({ ...window, document, requestIdleCallback, cancelIdleCallback: jest.fn() });
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: SETTLE_TIMEOUT_MS });
    expect(settled()).toBe(false);
    idle?.();
    expect(settled()).toBe(true);
  });

  it('cancels a pending idle callback', () => {
    const cancelIdleCallback = jest.fn();
    const cancel = settleWhenIdle({ ...window, document, requestIdleCallback: () => 7, cancelIdleCallback });
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('falls back to a delay where there is no requestIdleCallback (Safari), and can cancel it', () => {
    jest.useFakeTimers();
    try {
      const win = { document, setTimeout, clearTimeout };
      settleWhenIdle(win);
      jest.advanceTimersByTime(SETTLE_TIMEOUT_MS - 1);
      expect(settled()).toBe(false);
      jest.advanceTimersByTime(1);
      expect(settled()).toBe(true);

      document.documentElement.removeAttribute(SETTLED);
      settleWhenIdle(win)();
      jest.advanceTimersByTime(SETTLE_TIMEOUT_MS);
      expect(settled()).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('the stylesheet’s rule', () => {
  it('is written in app/globals.css with the selector the critical-CSS step keeps, and shown in full when printed', () => {
    const css = readFileSync(path.join(process.cwd(), 'app', 'globals.css'), 'utf8');
    expect(RENDER_WHEN_NEAR_SELECTOR).toBe(`html:not([${SETTLED}]) .${RENDER_WHEN_NEAR}`);
    const rules = [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].filter(([, selector]) => selector.trim() === RENDER_WHEN_NEAR_SELECTOR);
    expect(rules.map(([, , body]) => body.match(/content-visibility:\s*(\w+)/)?.[1])).toEqual(['auto', 'visible']);
    expect(css.slice(css.indexOf('@media print'))).toContain(RENDER_WHEN_NEAR_SELECTOR);
  });
});
