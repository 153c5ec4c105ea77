import { NAV_NAME_META, PAGEFIND_SCRIPT_URL } from './config';
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
type PagefindApi = {
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
      await api.options({
        excerptLength: EXCERPT_WORDS,
        noWorker: true,
        ranking: { pageLength: PAGE_LENGTH_WEIGHT, metaWeights: { [NAV_NAME_META]: NAV_NAME_WEIGHT } },
      });
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
