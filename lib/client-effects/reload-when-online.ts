/**
 * How long the offline page waits between tries to reach the page it stands in for: soon at first, then twice a
 * minute at most, for as long as it is open. The browser's `online` event starts the count again.
 */
export const REACH_DELAYS_MS = [1_000, 2_000, 3_000, 5_000, 8_000, 13_000, 21_000, 30_000] as const;

/** How long one try waits for the server before it counts as no answer, so that a stalled one does not end the tries. */
const REACH_TIMEOUT_MS = 10_000;

/** Whether the server answers at this page's address: any answer, a 404 or a redirect too, is a connection. */
export async function serverAnswers(win: Window): Promise<boolean> {
  const abort = new AbortController();
  const timer = win.setTimeout(() => abort.abort(), REACH_TIMEOUT_MS);
  try {
    // HEAD: the service worker leaves all but GET to the network, so only the server can answer, never its cache.
    await win.fetch(win.location.href, { method: 'HEAD', cache: 'no-store', redirect: 'manual', signal: abort.signal });
    return true;
  } catch {
    return false;
  } finally {
    win.clearTimeout(timer);
  }
}

type Options = { reload?: () => void; reach?: () => Promise<boolean> };

/**
 * For the offline page standing in at another page's address: loads that page once its server answers. The browser's
 * word alone is not enough: `online` can come before the first requests get through, and a page can fail while the
 * browser says it is online (a server down, a connection too slow for the worker's wait, a test's offline mode), so
 * the page asks the server itself: at the `online` event, and while the browser says it is online, from time to time
 * (REACH_DELAYS_MS). Returns a function that stops it.
 */
export function reloadWhenOnline(win: Window, { reload = () => win.location.reload(), reach = () => serverAnswers(win) }: Options = {}): () => void {
  let timer = 0;
  let tries = 0;
  let asking = false;
  let stopped = false;
  const later = () => {
    win.clearTimeout(timer);
    // Offline again by the browser's word, it waits for the `online` event, which starts the tries again.
    const tryIfOnline = () => void (win.navigator.onLine && tryNow());
    timer = win.setTimeout(tryIfOnline, REACH_DELAYS_MS[Math.min(tries++, REACH_DELAYS_MS.length - 1)]);
  };
  const tryNow = async () => {
    if (asking || stopped) return;
    asking = true;
    const answered = await reach();
    asking = false;
    if (stopped) return;
    if (answered) reload();
    else later();
  };
  const onOnline = () => {
    win.clearTimeout(timer);
    tries = 0;
    void tryNow();
  };
  win.addEventListener('online', onOnline);
  // Offline by the browser's word: the `online` event will say when to start.
  if (win.navigator.onLine) later();
  return () => {
    stopped = true;
    win.clearTimeout(timer);
    win.removeEventListener('online', onOnline);
  };
}
