/*
 * Pagefind answers "no results" when a chunk of its index does not arrive (a weak connection, or a file a deployment
 * replaced), and tells no caller of the lost request, which the visitor would take for the site's answer. It fetches
 * its files with the page's fetch, so the search page wraps window.fetch while it is mounted, and each search counts the
 * failed requests for Pagefind's files that started or failed while it ran; nothing else on the page can fail a search.
 */

/** A search's count of Pagefind's lost requests, open from `countLostRequests` until `close`. */
export type LostRequests = { readonly lost: number; close: () => void };

type Counter = { lost: number };
const open = new Set<Counter>();

/** The requests that count: same origin, under the folder of Pagefind's files, other than `exceptPaths`. */
export type WatchedFiles = { bundlePath: string; exceptPaths: readonly string[] };

/**
 * Wraps `win.fetch` to count the watched files' failed requests (an error, or a status other than 2xx) into every
 * search open when each started or failed. Returns the function that stops it, putting the page's own fetch back.
 */
export function watchLostRequests(win: Window, files: WatchedFiles): () => void {
  const pageFetch = win.fetch;
  let watching = true;
  const watched = (input: RequestInfo | URL): boolean => {
    const url = new URL(input instanceof Request ? input.url : String(input), win.location.href);
    return url.origin === win.location.origin && url.pathname.startsWith(files.bundlePath) && !files.exceptPaths.includes(url.pathname);
  };
  const wrapper: typeof fetch = async (input, init) => {
    const counted = watching && watched(input);
    const startedIn = counted ? [...open] : [];
    // Also the searches open when it fails: Pagefind shares a file on its way with a later search, which it then
    // answers with no results.
    const lose = () => {
      if (counted) new Set([...startedIn, ...open]).forEach((counter) => (counter.lost += 1));
    };
    try {
      const response = await pageFetch.call(win, input, init);
      if (!response.ok) lose();
      return response;
    } catch (error) {
      lose();
      throw error;
    }
  };
  win.fetch = wrapper;
  return () => {
    watching = false;
    // Another script may have wrapped fetch after this one: its wrapper stays, and this one then only passes requests on.
    if (win.fetch === wrapper) win.fetch = pageFetch;
  };
}

/** Opens a count of the watched files' lost requests for one search: those that start before `close`. */
export function countLostRequests(): LostRequests {
  const counter: Counter = { lost: 0 };
  open.add(counter);
  return {
    get lost() {
      return counter.lost;
    },
    close: () => void open.delete(counter),
  };
}
