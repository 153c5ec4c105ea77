import { MAX_RESULTS, SEARCH_SECTIONS, type SearchSection } from './config';
import { excerptParts, type ExcerptPart } from './excerpt';
import { unmatchedWord } from './matched-words';
import { withPagefind, type PagefindResultData } from './pagefind';
import { resultUrl } from './result-url';
import { searchPages } from './short-query';
import type { SearchSummary } from './status';

/** How many of all sections' matches judge a word for a section that has none: a few pages, each a fragment fetched. */
const JUDGED_ELSEWHERE = 5;

/** One listed result: the page, its section, and the excerpt with the matched words marked. */
export type SearchResult = { url: string; title: string; section: string | null; excerpt: ExcerptPart[] };

/** A finished search: its summary, the best `shown` of `total` matches, and the matches per section. */
export type FinishedSearch = Extract<SearchSummary, { status: 'done' }> & {
  results: SearchResult[];
  counts: Partial<Record<SearchSection, number>>;
};

function toResult(data: PagefindResultData): SearchResult {
  return {
    url: resultUrl(data),
    title: data.meta.title ?? data.url,
    section: data.filters.section?.[0] ?? null,
    excerpt: excerptParts(data.excerpt, data.content),
  };
}

/** Searches the site's index for `query` in `section` (or all); rejects when the index cannot answer. */
export async function runSearch(query: string, section: SearchSection | null): Promise<FinishedSearch> {
  const { search, data, judged } = await withPagefind(
    async (pagefind) => {
      // Pagefind counts results per section only when a filter is set: "any section" is one too.
      const search = await searchPages(pagefind, query, { filters: { section: section ?? { any: SEARCH_SECTIONS } } });
      const data = await Promise.all(search.results.slice(0, MAX_RESULTS).map((result) => result.data()));
      // A section with none of the matches cannot tell whether they were the word or a substitute for it: the first
      // matches of all sections can (Pagefind substitutes for every page or none).
      const elsewhere =
        data.length > 0 || !section ? [] : (await pagefind.search(query, { filters: { section: { any: SEARCH_SECTIONS } } })).results;
      const judged = data.length > 0 ? data : await Promise.all(elsewhere.slice(0, JUDGED_ELSEWHERE).map((result) => result.data()));
      return { search, data, judged };
    },
    ({ search }) => search.results.length > 0,
  );
  // A word the index lacks, which Pagefind matched through a word it starts with ("tourism" through "to"), is no match.
  const found = unmatchedWord(query, judged) === null;
  const counts = found ? ((search.totalFilters?.section ?? {}) as Partial<Record<SearchSection, number>>) : {};
  const results = found ? data.map(toResult) : [];
  const totalInAllSections = SEARCH_SECTIONS.reduce((sum, name) => sum + (counts[name] ?? 0), 0);
  const total = found ? search.results.length : 0;
  return { query, section, status: 'done', results, total, shown: results.length, totalInAllSections, counts };
}
