/*
 * A note a page leaves in its tab's session storage for the next load of the same page in that tab (a reload): the
 * newsletter's address kept across a deployment. Each note carries the page's path and the time it was left, so a
 * later page, or a later visit, never acts on it.
 */

type Stamp = { path: string; at: number };

/** Leaves `data` under `key` for this page's next load. False when the tab cannot keep it (storage blocked or full). */
export function leaveTabNote(win: Window, key: string, data: object): boolean {
  try {
    win.sessionStorage.setItem(key, JSON.stringify({ ...data, path: win.location.pathname, at: Date.now() } satisfies Stamp));
    return true;
  } catch {
    return false;
  }
}

/** The note under `key` if this page left it within `maxAgeMs`; its fields are as stored, to be checked by the reader. */
export function readTabNote(win: Window, key: string, maxAgeMs: number): Record<string, unknown> | null {
  try {
    const note = JSON.parse(win.sessionStorage.getItem(key) ?? 'null') as (Record<string, unknown> & Partial<Stamp>) | null;
    if (!note || typeof note.at !== 'number' || Date.now() - note.at >= maxAgeMs || note.path !== win.location.pathname) return null;
    return note;
  } catch {
    return null;
  }
}

/** Removes the note under `key`, whatever it holds. */
export function dropTabNote(win: Window, key: string): void {
  try {
    win.sessionStorage.removeItem(key);
  } catch {
    // Storage blocked: nothing was kept either.
  }
}
