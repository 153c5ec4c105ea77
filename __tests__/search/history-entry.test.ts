/** @jest-environment jsdom */
import { replaceHistoryEntry } from '@/lib/search/history-entry';

// Next's router lets through only a state that keeps its own fields; any other it takes for a navigation of its own.
const NEXT_STATE = { __NA: true, __PRIVATE_NEXTJS_INTERNALS_TREE: { tree: ['/search'], renderedSearch: '' } };

describe('the search page writing its history entry', () => {
  beforeEach(() => window.history.replaceState(NEXT_STATE, '', '/search'));

  it("replaces the address, keeping Next's state as it is", () => {
    replaceHistoryEntry(window, { href: '/search?q=supply' });
    expect(window.location.search).toBe('?q=supply');
    expect(window.history.state).toEqual(NEXT_STATE);
  });

  it("adds its own fields beside Next's, and leaves the address when given none", () => {
    replaceHistoryEntry(window, { href: '/search?q=supply' });
    replaceHistoryEntry(window, { fields: { searchScroll: { search: '?q=supply', y: 40 } } });
    expect(window.location.search).toBe('?q=supply');
    expect(window.history.state).toEqual({ ...NEXT_STATE, searchScroll: { search: '?q=supply', y: 40 } });
  });

  it('writes an entry with no state yet (before Next has written its own)', () => {
    window.history.replaceState(null, '', '/search');
    replaceHistoryEntry(window, { href: '/search?q=ai' });
    expect(window.location.search).toBe('?q=ai');
    expect(window.history.state).toEqual({});
  });
});
