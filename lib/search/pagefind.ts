import { PAGEFIND_SCRIPT_URL } from './config';

/** The part of Pagefind's browser API (pagefind.js, 1.x) that the search page uses. */
export type PagefindResultData = {
  url: string;
  excerpt: string;
  /** The page's whole indexed text, words separated by single spaces. */
  content: string;
  meta: { title?: string };
  filters: Record<string, string[]>;
};
export type PagefindSearch = {
  results: { id: string; data: () => Promise<PagefindResultData> }[];
  /** Result counts per filter value with no filter applied. */
  totalFilters?: Record<string, Record<string, number>>;
};
type PagefindApi = {
  options: (options: { excerptLength?: number; noWorker?: boolean; ranking?: { pageLength?: number } }) => Promise<void>;
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

let loading: Promise<PagefindApi> | null = null;

/**
 * Loads Pagefind once, on the first search or on focus of the search box. It is fetched at run
 * time from the index that the build wrote into public/pagefind/, never bundled, so no route
 * (the search page included) carries it in its first-load JavaScript.
 */
export function loadPagefind(): Promise<PagefindApi> {
  loading ??= import(/* webpackIgnore: true */ /* turbopackIgnore: true */ PAGEFIND_SCRIPT_URL).then(
    async (api: PagefindApi) => {
      // On the page, not in a web worker: the index is small, and a worker would need its own policy to run WebAssembly.
      await api.options({ excerptLength: EXCERPT_WORDS, noWorker: true, ranking: { pageLength: PAGE_LENGTH_WEIGHT } });
      await api.init();
      return api;
    },
    (error: unknown) => {
      // Let a later search try again (the network may be back).
      loading = null;
      throw error;
    },
  );
  return loading;
}
