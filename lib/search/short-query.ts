import type { PagefindApi, PagefindSearch } from './pagefind';

/**
 * The most letters of a one-word query that Pagefind reads mostly as the start of longer words: "EV" listed "every"
 * and "evidence" after the one page about EVs, and "M&A" (read "ma") "manufacturing" and "marketing".
 */
const SHORT_QUERY_LETTERS = 2;

type SearchOptions = Parameters<PagefindApi['search']>[1];

const hasAny = (counts: PagefindSearch['totalFilters']): boolean =>
  Object.values(counts ?? {}).some((values) => Object.values(values).some((count) => count > 0));

/**
 * Pagefind's search, except that a one-word query of one or two letters lists only the pages holding it as a word
 * (Pagefind's quoted search), in the order and with the counts of those pages; when no page does, the words it
 * starts (a word still being typed), in any section.
 */
export async function searchPages(pagefind: PagefindApi, query: string, options: SearchOptions): Promise<PagefindSearch> {
  const search = await pagefind.search(query, options);
  const word = query.trim();
  const letters = word.replace(/[^\p{L}\p{N}]/gu, '');
  if (/[\s"]/.test(word) || letters.length === 0 || letters.length > SHORT_QUERY_LETTERS) return search;
  const whole = await pagefind.search(`"${word}"`, options);
  // Whether any page holds the word is asked of the counts without the filter: a section with none of those pages has
  // no match, not the words the letters start in it.
  if (whole.results.length === 0 && !hasAny(whole.totalFilters)) return search;
  const pages = new Set(whole.results.map((result) => result.id));
  return { results: search.results.filter((result) => pages.has(result.id)), totalFilters: whole.totalFilters };
}
