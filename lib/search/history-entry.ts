/*
 * The search page writes its query and its place into the current history entry. Next's router patches
 * history.replaceState: a state without Next's own fields is taken for a navigation made outside Next, so the router
 * re-renders, and its route announcer (an assertive live region) reads the tab's title out at every key typed. A state
 * that keeps Next's fields is let through as it is; Back and Forward still restore the entry from its address. The
 * router then keeps the address the page was loaded with: nothing on the search page may ask it to render the route
 * again (router.refresh(), an action that revalidates), which would put that address back and drop the query.
 */

/** Replaces the current history entry's address (when given) and adds `fields` to its state, keeping Next's. */
export function replaceHistoryEntry(win: Window, { href, fields }: { href?: string; fields?: Record<string, unknown> }): void {
  const state = (win.history.state ?? {}) as Record<string, unknown>;
  win.history.replaceState({ ...state, ...fields }, '', href);
}
