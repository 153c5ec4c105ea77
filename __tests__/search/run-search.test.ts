/** @jest-environment node */
import type { PagefindApi, PagefindResultData, PagefindSearch } from '@/lib/search/pagefind';
import { MAX_RESULTS } from '@/lib/search/config';
import { runSearch } from '@/lib/search/run-search';

const page = (url: string, content: string, matchedAt: number, section = 'Services', title: string | undefined = url): PagefindResultData => ({
  url,
  excerpt: content,
  plain_excerpt: content,
  content,
  locations: [matchedAt],
  anchors: [],
  meta: title === undefined ? {} : { title },
  filters: { section: [section] },
});

const asSearch = (pages: PagefindResultData[], counts: Record<string, number>): PagefindSearch => ({
  results: pages.map((data) => ({ id: data.url, data: async () => data })),
  totalFilters: { section: counts },
});

/** A fake index: what it answers for a section filter (a name, or `{ any }` for all sections). */
let answer: (filter: unknown) => PagefindSearch;
const searches: unknown[] = [];
const pagefind = {
  search: async (_term: string, options?: { filters?: { section?: unknown } }) => {
    searches.push(options?.filters?.section);
    return answer(options?.filters?.section);
  },
} as unknown as PagefindApi;

jest.mock('@/lib/search/pagefind', () => ({
  withPagefind: <T>(run: (api: PagefindApi) => Promise<T>) => run(pagefind),
}));

beforeEach(() => {
  searches.length = 0;
});

describe('runSearch', () => {
  it('lists the best matches, at most MAX_RESULTS, with the counts per section and in all', async () => {
    const pages = Array.from({ length: MAX_RESULTS + 4 }, (_, i) => page(`/p${i}`, 'better business planning', 1));
    pages[0] = page('/untitled', 'better business planning', 1, 'Industries', undefined);
    answer = () => asSearch(pages, { Services: MAX_RESULTS + 3, Industries: 1 });
    const finished = await runSearch('business', null);
    expect(finished).toMatchObject({ query: 'business', section: null, status: 'done', total: MAX_RESULTS + 4, shown: MAX_RESULTS });
    expect(finished.totalInAllSections).toBe(MAX_RESULTS + 4);
    expect(finished.counts).toEqual({ Services: MAX_RESULTS + 3, Industries: 1 });
    // A page without a title is listed by its address.
    expect(finished.results[0]).toMatchObject({ url: '/untitled', title: '/untitled', section: 'Industries' });
    expect(finished.results).toHaveLength(MAX_RESULTS);
  });

  it('finds nothing for a word the index lacks, which Pagefind matched through a word it starts with', async () => {
    answer = () => asSearch([page('/about', 'to the point', 0)], { About: 1 });
    const finished = await runSearch('tourism', null);
    expect(finished).toMatchObject({ total: 0, shown: 0, totalInAllSections: 0, results: [], counts: {} });
  });

  it('in a section with none of the matches, judges the word by the matches of all sections', async () => {
    // The chosen section has none; all sections have the word itself on one page.
    answer = (filter) => (filter === 'Insights' ? asSearch([], { Services: 1, Insights: 0 }) : asSearch([page('/s', 'our business', 1)], { Services: 1 }));
    const finished = await runSearch('business', 'Insights');
    expect(searches).toEqual(['Insights', { any: expect.any(Array) }]);
    expect(finished).toMatchObject({ section: 'Insights', total: 0, results: [], totalInAllSections: 1, counts: { Services: 1, Insights: 0 } });

    // The same, when the matches elsewhere were only a substitute for the word: no count points elsewhere.
    answer = (filter) => (filter === 'Insights' ? asSearch([], { Services: 1, Insights: 0 }) : asSearch([page('/s', 'to the point', 0)], { Services: 1 }));
    expect(await runSearch('tourism', 'Insights')).toMatchObject({ total: 0, totalInAllSections: 0, counts: {} });
  });

  it('rejects when the index cannot answer, so the page can offer to try again', async () => {
    answer = () => {
      throw new Error('A file of the search index did not arrive');
    };
    await expect(runSearch('business', null)).rejects.toThrow('did not arrive');
  });
});
