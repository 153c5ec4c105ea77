/** @jest-environment jsdom */
import { rememberedScroll, rememberScroll, SAVE_PAUSE_MS } from '@/lib/search/scroll-memory';

/** How this document was loaded, as Navigation Timing tells it. */
function loadedBy(type: NavigationTimingType) {
  // jsdom has no Navigation Timing.
  Object.defineProperty(window.performance, 'getEntriesByType', { value: () => [{ type }], configurable: true });
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe('the search page kept in its history entry', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    window.history.replaceState({ __NA: true, tree: ['/search'] }, '', '/search?q=business');
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    jest.resetModules();
  });

  it("keeps the place once scrolling pauses, beside Next's own state", () => {
    const stop = rememberScroll(window);
    scrollTo(900);
    scrollTo(1240.4);
    expect(window.history.state).toEqual({ __NA: true, tree: ['/search'] });
    jest.advanceTimersByTime(SAVE_PAUSE_MS);
    expect(window.history.state).toEqual({ __NA: true, tree: ['/search'], searchScroll: { search: '?q=business', y: 1240 } });
    stop();
    scrollTo(0);
    jest.advanceTimersByTime(SAVE_PAUSE_MS);
    expect(window.history.state.searchScroll.y).toBe(1240);
  });

  it('gives the place back to a reload of the same search, once per document', () => {
    const stop = rememberScroll(window);
    scrollTo(1240);
    jest.advanceTimersByTime(SAVE_PAUSE_MS);
    stop();
    loadedBy('reload');
    jest.isolateModules(() => {
      const fresh = jest.requireActual<typeof import('@/lib/search/scroll-memory')>('@/lib/search/scroll-memory');
      expect(fresh.rememberedScroll(window)).toBe(1240);
      // A later mount in the same document (Back by client-side navigation) is the browser's to restore.
      expect(fresh.rememberedScroll(window)).toBeNull();
    });
  });

  it('gives nothing to a new search: another load, another query, or no place kept', () => {
    window.history.replaceState({ searchScroll: { search: '?q=business', y: 1240 } }, '');
    loadedBy('navigate');
    jest.isolateModules(() => {
      expect(jest.requireActual<typeof import('@/lib/search/scroll-memory')>('@/lib/search/scroll-memory').rememberedScroll(window)).toBeNull();
    });
    loadedBy('reload');
    window.history.replaceState({ searchScroll: { search: '?q=business', y: 1240 } }, '', '/search?q=supply');
    jest.isolateModules(() => {
      expect(jest.requireActual<typeof import('@/lib/search/scroll-memory')>('@/lib/search/scroll-memory').rememberedScroll(window)).toBeNull();
    });
    window.history.replaceState(null, '', '/search?q=business');
    expect(rememberedScroll(window)).toBeNull();
  });
});
