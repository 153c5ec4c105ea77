/** @jest-environment jsdom */
import { act, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { SearchPanel } from '@/components/search/search-panel';
import type { PagefindApi, PagefindResultData } from '@/lib/search/pagefind';

const page: PagefindResultData = {
  url: '/about',
  excerpt: 'our <mark>business</mark> advice',
  plain_excerpt: 'our business advice',
  content: 'our business advice',
  locations: [1],
  anchors: [],
  meta: { title: 'About' },
  filters: { section: ['About'] },
};
const pagefind = {
  search: async () => ({ results: [{ id: 'about', data: async () => page }], totalFilters: { section: { About: 1 } } }),
} as unknown as PagefindApi;

jest.mock('@/lib/search/pagefind', () => ({
  loadPagefind: async () => undefined,
  watchPagefindRequests: () => () => {},
  withPagefind: <T,>(run: (api: PagefindApi) => Promise<T>) => run(pagefind),
}));

describe('SearchPanel on a reload of a scrolled search', () => {
  it('puts the visitor back once the results are there, under React\'s Strict Mode too (next dev runs each effect twice)', async () => {
    window.history.replaceState({ searchScroll: { search: '?q=business', y: 1240 } }, '', '/search?q=business');
    Object.defineProperty(window.performance, 'getEntriesByType', { value: () => [{ type: 'reload' }], configurable: true });
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    render(
      <StrictMode>
        <SearchPanel browseLinks={[]} titleTag={{ suffix: ' | Firm', max: 60 }} />
      </StrictMode>,
    );
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 1240));
  });
});

describe('SearchPanel on a visit that is not a reload', () => {
  beforeEach(() => Object.defineProperty(window.performance, 'getEntriesByType', { value: () => [{ type: 'navigate' }], configurable: true }));

  it('tells a screen reader what the box is for before the first search', () => {
    window.history.replaceState(null, '', '/search');
    render(<SearchPanel browseLinks={[]} titleTag={{ suffix: ' | Firm', max: 60 }} />);
    expect(screen.getByRole('searchbox')).toHaveAccessibleDescription('Type a word or two to search every page.');
  });

  it('shows the search the address holds on Back and Forward between two searches of one document', () => {
    window.history.replaceState(null, '', '/search?q=privacy');
    render(<SearchPanel browseLinks={[]} titleTag={{ suffix: ' | Firm', max: 60 }} />);
    expect(screen.getByRole('searchbox')).toHaveValue('privacy');
    act(() => {
      window.history.pushState(null, '', '/search?q=quantum');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByRole('searchbox')).toHaveValue('quantum');
  });
});
