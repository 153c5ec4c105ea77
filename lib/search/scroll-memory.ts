/*
 * A reloaded search page gets its results only after Pagefind has loaded, so the browser's own restoring of the
 * visitor's place finds the page too short and stops near its top. The place is kept in the history entry's state
 * (which a reload keeps, with the search in the address) and restored once the results for that search are on screen.
 */

import { replaceHistoryEntry } from './history-entry';

/** The history state's field for the search page's place; the rest of the state is Next's and stays as it is. */
const STATE_KEY = 'searchScroll';
/** How long after the last scroll the place is written: the browser limits how often a page may replace its history state. */
export const SAVE_PAUSE_MS = 200;

type Place = { search: string; y: number };

function isPlace(value: unknown): value is Place {
  return typeof value === 'object' && value !== null && typeof (value as Place).search === 'string' && typeof (value as Place).y === 'number';
}

/** Keeps the window's place in the history entry as the visitor scrolls. Returns the function that stops it. */
export function rememberScroll(win: Window): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    const place: Place = { search: win.location.search, y: Math.round(win.scrollY) };
    replaceHistoryEntry(win, { fields: { [STATE_KEY]: place } });
  };
  const onScroll = () => {
    clearTimeout(timer);
    timer = setTimeout(save, SAVE_PAUSE_MS);
  };
  win.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    clearTimeout(timer);
    win.removeEventListener('scroll', onScroll);
  };
}

/** Whether this document has asked already: a later mount (Back by client-side navigation) is the browser's to restore. */
let asked = false;

/**
 * The place to restore for this load: the one kept for this search when the document is loaded again from its history
 * entry (a reload, or Back to a page the browser did not keep), asked once per document; else null, and a new search
 * starts at the top.
 */
export function rememberedScroll(win: Window): number | null {
  if (asked) return null;
  asked = true;
  const [navigation] = win.performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (navigation?.type !== 'reload' && navigation?.type !== 'back_forward') return null;
  const place = ((win.history.state ?? {}) as Record<string, unknown>)[STATE_KEY];
  return isPlace(place) && place.search === win.location.search ? place.y : null;
}
