import { NAV_NAME_META, PAGEFIND_BUNDLE_PATH, PAGEFIND_SCRIPT_URL } from './config';
import { countLostRequests, watchLostRequests } from './lost-requests';
import type { PagefindAnchor } from './result-url';

/** The part of Pagefind's browser API (pagefind.js, 1.x) that the search page uses. */
export type PagefindResultData = {
  url: string;
  excerpt: string;
  /** The excerpt without its marks, as it stands in `content`. */
  plain_excerpt: string;
  /** The page's whole indexed text, words separated by single spaces. */
  content: string;
  /** The positions in `content` of the words that matched. */
  locations: number[];
  anchors: PagefindAnchor[];
  meta: { title?: string };
  filters: Record<string, string[]>;
};
export type PagefindSearch = {
  results: { id: string; data: () => Promise<PagefindResultData> }[];
  /** Result counts per filter value with no filter applied. */
  totalFilters?: Record<string, Record<string, number>>;
};
export type PagefindApi = {
  options: (options: {
    excerptLength?: number;
    noWorker?: boolean;
    ranking?: { pageLength?: number; metaWeights?: Record<string, number> };
  }) => Promise<void>;
  init: () => Promise<void>;
  search: (term: string, options?: { filters?: Record<string, string | { any: readonly string[] }> }) => Promise<PagefindSearch>;
};

/** Words of page text around the first match shown under each result. */
const EXCERPT_WORDS = 30;
/**
 * How much a short page is favoured over a long one (Pagefind's default 0.75). At the default a
 * topic page, a title and one paragraph, outranked the article it introduces ("quantum").
 */
const PAGE_LENGTH_WEIGHT = 0.2;
/**
 * The weight of a menu page's name (NAV_NAME_META): Pagefind adds to a page's score a boost for each metadata field
 * the query matches, scaled by the field's weight (the title's is 5). Without it "insights" listed every topic page
 * ('Insights on …') before /insights, and "contact" the privacy policy before /contact, whose heading is 'Get in Touch'.
 */
const NAV_NAME_WEIGHT = 4;

/** Pagefind's list of the index: each language's part named by a hash of its contents, so a new build's differs. */
const PAGEFIND_ENTRY_URL = `${PAGEFIND_BUNDLE_PATH}pagefind-entry.json`;

/** Pagefind as loaded, and the index it was loaded from (null if that could not be read). */
type Loaded = { index: Promise<string | null>; api: Promise<PagefindApi> };
let loaded: Loaded | null = null;
/**
 * Each load after the first imports pagefind.js under another address: a module is evaluated once per address, and a
 * Pagefind whose files failed to load (the WebAssembly, the index's metadata) keeps failing in that instance.
 */
let reloads = 0;
const scriptUrl = () => (reloads === 0 ? PAGEFIND_SCRIPT_URL : `${PAGEFIND_SCRIPT_URL}?load=${reloads}`);

/** The index the server has now, or null when it cannot be read (offline, with no worker to answer). */
async function currentIndex(): Promise<string | null> {
  try {
    const response = await fetch(PAGEFIND_ENTRY_URL, { cache: 'no-cache' });
    return response.ok ? JSON.stringify(((await response.json()) as { languages?: unknown }).languages) : null;
  } catch {
    return null;
  }
}

/**
 * Counts, for each search, Pagefind's lost requests (lib/search/lost-requests.ts) while the search page is mounted: its
 * files under /pagefind/, not the entry file this module reads itself, whose loss only means the index cannot be
 * compared. Returns the function that puts the page's fetch back.
 */
export function watchPagefindRequests(win: Window): () => void {
  return watchLostRequests(win, { bundlePath: PAGEFIND_BUNDLE_PATH, exceptPaths: [PAGEFIND_ENTRY_URL] });
}

function load(index: Promise<string | null>): Loaded {
  const attempt: Loaded = {
    index,
    api: import(/* webpackIgnore: true */ /* turbopackIgnore: true */ scriptUrl())
      .then(async (api: PagefindApi) => {
        // On the page, not in a web worker: the index is small, and a worker would need its own policy to run WebAssembly.
        await api.options({
          excerptLength: EXCERPT_WORDS,
          noWorker: true,
          ranking: { pageLength: PAGE_LENGTH_WEIGHT, metaWeights: { [NAV_NAME_META]: NAV_NAME_WEIGHT } },
        });
        await api.init();
        return api;
      })
      .catch((error: unknown) => {
        // The script, its WebAssembly or the index could not load: a later search starts again (the network may be back).
        discard(attempt);
        throw error;
      }),
  };
  return attempt;
}

/** Forgets a Pagefind that failed, so the next search loads a fresh one. */
function discard(attempt: Loaded) {
  if (loaded !== attempt) return;
  loaded = null;
  reloads += 1;
}

/**
 * Loads Pagefind once (again only after a deployment: withPagefind), on the first search or on focus of the search
 * box. It is fetched at run time from the index that the build wrote into public/pagefind/, never bundled, so no route
 * (the search page included) carries it in its first-load JavaScript.
 */
export function loadPagefind(): Promise<PagefindApi> {
  loaded ??= load(currentIndex());
  return loaded.api;
}

type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };
const settle = <T>(promise: Promise<T>): Promise<Settled<T>> =>
  promise.then((value) => ({ ok: true as const, value }), (error: unknown) => ({ ok: false as const, error }));
const unwrap = <T>(settled: Settled<T>): T => {
  if (settled.ok) return settled.value;
  throw settled.error;
};

/**
 * Runs a search with Pagefind for the index the server has now. A search page left open across a deployment holds
 * Pagefind loaded from the old index, whose files the new one replaces: their requests fail, and Pagefind answers
 * "no results" (its index chunks) or fails (its page fragments). So when a search finds nothing (`found` says so) or
 * fails, Pagefind's small entry file is read again; if it names another index than the one loaded, the search runs
 * again on Pagefind loaded from the new one. A search that finds something costs no request beyond Pagefind's own.
 */
export async function withPagefind<T>(run: (pagefind: PagefindApi) => Promise<T>, found: (value: T) => boolean): Promise<T> {
  const used = (loaded ??= load(currentIndex()));
  const requests = countLostRequests();
  let outcome = await settle(used.api.then(run));
  requests.close();
  if (outcome.ok && requests.lost > 0) outcome = { ok: false, error: new Error('A file of the search index did not arrive') };
  if (outcome.ok && found(outcome.value)) return outcome.value;
  const [now, before] = await Promise.all([currentIndex(), used.index]);
  if (now === null || before === null || now === before) {
    // A search that failed (a file of the index lost on the way) may leave Pagefind holding the failure: the visitor's
    // next try loads it afresh.
    if (!outcome.ok) discard(used);
    return unwrap(outcome);
  }
  if (loaded === used || !loaded) {
    discard(used);
    loaded = load(Promise.resolve(now));
  }
  return run(await loaded.api);
}
