/** The site search page; its index is built into /pagefind/ by scripts/build-search-index.mjs. */
export const SEARCH_PATH = '/search';
/** Where the build writes Pagefind's files (scripts/build-search-index.mjs), served as they are. */
export const PAGEFIND_BUNDLE_PATH = '/pagefind/';
/** Where the search page loads Pagefind's browser API from, at run time, never bundled. */
export const PAGEFIND_SCRIPT_URL = `${PAGEFIND_BUNDLE_PATH}pagefind.js`;
/** The query parameters that keep a search in the URL, so it can be shared and Back restores it. */
export const QUERY_PARAM = 'q';
export const SECTION_PARAM = 'section';
/** The most results the page lists, the best first: more than anyone reads here, and each one is a fragment fetched. */
export const MAX_RESULTS = 30;

/** The Pagefind metadata field that holds a menu page's name (components/search/search-indexed.tsx). */
export const NAV_NAME_META = 'nav';

/** The section filter of search results: every indexed page belongs to one (spec: issue #13). */
export const SEARCH_SECTIONS = ['Services', 'Industries', 'Insights', 'About', 'Legal'] as const;
export type SearchSection = (typeof SEARCH_SECTIONS)[number];

/** The section named in a URL, or null for none or a name that is not a section. */
export function parseSection(value: string | null): SearchSection | null {
  return SEARCH_SECTIONS.find((section) => section === value) ?? null;
}

/** The URL of a search: /search?q=…&section=…, with empty parts left out. */
export function searchHref(query: string, section: SearchSection | null): string {
  const params = new URLSearchParams();
  if (query.trim()) params.set(QUERY_PARAM, query);
  if (section) params.set(SECTION_PARAM, section);
  const search = params.toString();
  return search ? `${SEARCH_PATH}?${search}` : SEARCH_PATH;
}
