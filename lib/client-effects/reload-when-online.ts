import { leaveTabNote, readTabNote } from '@/lib/tab-note';

/** Where the offline page notes a reload it made for the connection's return, so the page it loads can tell. */
const RELOAD_NOTE = 'prc-online-reload';

/**
 * When each reload for the connection's return happens: at the `online` event, then, if the offline page is what
 * loads again, twice more, each later. The first requests after the event can still fail (the service worker's fetch
 * failed beside the page's restored one in Chromium), and a page that then waited for another event would wait for ever.
 */
export const ONLINE_RELOAD_DELAYS_MS = [0, 1_000, 3_000] as const;

/**
 * How long a note stays news: one left by an earlier time offline does not start reloads. The page a reload brings
 * back leaves the note: clearing it would put code on every page's load, and only the offline page at that same
 * address reads it within this time, where its retry is what the visitor wants.
 */
const NOTE_FRESH_MS = 30_000;

/**
 * For the offline page standing in at another page's address: loads that page once the connection is back, and tries
 * again (ONLINE_RELOAD_DELAYS_MS) if the offline page comes back instead. Returns a function that stops it.
 */
export function reloadWhenOnline(win: Window, reload: () => void = () => win.location.reload()): () => void {
  let timer = 0;
  const reloadAs = (attempt: number) => {
    // Without session storage (a private mode's quota) the first reload still happens, with no retry after it.
    leaveTabNote(win, RELOAD_NOTE, { attempt });
    reload();
  };
  const onOnline = () => reloadAs(0);
  win.addEventListener('online', onOnline);
  const attempt = readTabNote(win, RELOAD_NOTE, NOTE_FRESH_MS)?.attempt;
  const next = typeof attempt === 'number' ? attempt + 1 : ONLINE_RELOAD_DELAYS_MS.length;
  if (next < ONLINE_RELOAD_DELAYS_MS.length && win.navigator.onLine) {
    timer = win.setTimeout(() => reloadAs(next), ONLINE_RELOAD_DELAYS_MS[next]);
  }
  return () => {
    win.clearTimeout(timer);
    win.removeEventListener('online', onOnline);
  };
}
