/** @jest-environment node */
import type { PagefindApi, PagefindSearch } from '@/lib/search/pagefind';
import { searchPages } from '@/lib/search/short-query';

/** Pagefind as far as searchPages uses it: each query's result ids, the best first, and its counts per section. */
function fakePagefind(answers: Record<string, { ids: string[]; sections?: Record<string, number> }>) {
  const search = jest.fn(async (term: string): Promise<PagefindSearch> => {
    const answer = answers[term] ?? { ids: [] };
    return {
      results: answer.ids.map((id) => ({ id, data: async () => ({}) as never })),
      totalFilters: { section: answer.sections ?? {} },
    };
  });
  return { pagefind: { search } as unknown as PagefindApi, search };
}

const ids = (search: PagefindSearch) => search.results.map((result) => result.id);

describe('searchPages', () => {
  it('lists only the pages holding a word of one or two letters whole, in the order and counts of those', async () => {
    const { pagefind } = fakePagefind({
      EV: { ids: ['automotive', 'every', 'evidence'], sections: { Industries: 1, Legal: 1, Services: 1 } },
      '"EV"': { ids: ['automotive'], sections: { Industries: 1 } },
      'M&A': { ids: ['manufacturing', 'banking', 'marketing', 'telecom'] },
      '"M&A"': { ids: ['telecom', 'banking'], sections: { Industries: 2 } },
    });
    const ev = await searchPages(pagefind, 'EV', {});
    expect(ids(ev)).toEqual(['automotive']);
    expect(ev.totalFilters).toEqual({ section: { Industries: 1 } });
    expect(ids(await searchPages(pagefind, 'M&A', {}))).toEqual(['banking', 'telecom']);
  });

  it("leaves words of three letters or more, phrases and a short word no page holds whole (one still being typed) to Pagefind", async () => {
    const { pagefind, search } = fakePagefind({ ma: { ids: ['manufacturing'] }, tax: { ids: ['legal'] }, mining: { ids: ['crypto'] }, 'oil and gas': { ids: ['energy'] } });
    expect(ids(await searchPages(pagefind, 'ma', {}))).toEqual(['manufacturing']);
    expect(ids(await searchPages(pagefind, 'tax', {}))).toEqual(['legal']);
    expect(ids(await searchPages(pagefind, 'mining', {}))).toEqual(['crypto']);
    expect(ids(await searchPages(pagefind, 'oil and gas', {}))).toEqual(['energy']);
    expect(search.mock.calls.map(([term]) => term)).toEqual(['ma', '"ma"', 'tax', 'mining', 'oil and gas']);
  });

  it('finds nothing in a section that has none of the pages holding the word whole, rather than the words it starts there', async () => {
    // Filtered to Legal, the quoted search lists no page while its counts without the filter find the one in Industries.
    const { pagefind } = fakePagefind({
      EV: { ids: ['privacy-policy', 'terms-of-service'], sections: { Industries: 1, Legal: 2 } },
      '"EV"': { ids: [], sections: { Industries: 1 } },
    });
    const ev = await searchPages(pagefind, 'EV', { filters: { section: 'Legal' } });
    expect(ids(ev)).toEqual([]);
    expect(ev.totalFilters).toEqual({ section: { Industries: 1 } });
  });

  it('passes the section filter to both searches', async () => {
    const { pagefind, search } = fakePagefind({});
    const options = { filters: { section: 'Industries' } };
    await searchPages(pagefind, 'AI', options);
    expect(search.mock.calls).toEqual([
      ['AI', options],
      ['"AI"', options],
    ]);
  });
});
