'use client';

import { useEffect, useState } from 'react';
import { excerptParts } from '@/lib/search/excerpt';
import { loadPagefind, type PagefindResultData } from '@/lib/search/pagefind';
import { MAX_RESULTS, parseSection, QUERY_PARAM, SEARCH_SECTIONS, SECTION_PARAM, searchHref, type SearchSection } from '@/lib/search/config';
import { SearchField } from './search-field';
import { SearchResults, type SearchResult } from './search-results';

/** Waits this long after the last key press before searching, so typing a word runs one search, not one per letter. */
const TYPING_PAUSE_MS = 150;

type Outcome =
  | {
      query: string;
      section: SearchSection | null;
      status: 'done';
      /** The best MAX_RESULTS of `total` matches. */
      results: SearchResult[];
      total: number;
      counts: Partial<Record<SearchSection, number>>;
    }
  | { query: string; section: SearchSection | null; status: 'error' };

function toResult(data: PagefindResultData): SearchResult {
  return {
    url: data.url,
    title: data.meta.title ?? data.url,
    section: data.filters.section?.[0] ?? null,
    excerpt: excerptParts(data.excerpt, data.content),
  };
}

/** What the live region announces: the state of the search for what is in the box now. */
function statusText(query: string, section: SearchSection | null, outcome: Outcome | null): string {
  if (!query.trim()) return 'Type a word or two to search every page.';
  if (!outcome || outcome.query !== query || outcome.section !== section) return 'Searching…';
  if (outcome.status === 'error') return 'Search could not load. Check your connection and try again.';
  const count = outcome.total;
  const where = section ? ` in ${section}` : '';
  const found = `${count === 0 ? 'No' : count} ${count === 1 ? 'result' : 'results'} for “${query.trim()}”${where}`;
  // The section chips count every match: the status must too, and say when the list holds only the best of them.
  return outcome.results.length < count ? `${found}. The best ${outcome.results.length} are shown: add a word to narrow the search.` : found;
}

/**
 * The search page's one interactive leaf. The query and section live in the URL
 * (/search?q=…&section=…), replaced as the visitor types, so a search can be shared and
 * Back returns to it. Pagefind loads on focus of the box or on the first search.
 */
export function SearchPanel() {
  // The server renders the empty state, the same markup the browser hydrates, so nothing shifts on load
  // (useSearchParams would leave a Suspense fallback in the static HTML); the URL's query is read after mount.
  const [query, setQuery] = useState('');
  const [section, setSection] = useState<SearchSection | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  // On load, and on Back and Forward between two searches, show what the URL says.
  useEffect(() => {
    const restore = () => {
      const url = new URLSearchParams(window.location.search);
      setQuery(url.get(QUERY_PARAM) ?? '');
      setSection(parseSection(url.get(SECTION_PARAM)));
    };
    restore();
    window.addEventListener('popstate', restore);
    return () => window.removeEventListener('popstate', restore);
  }, []);

  useEffect(() => {
    if (!query.trim()) return;
    let current = true;
    const timer = setTimeout(async () => {
      try {
        const pagefind = await loadPagefind();
        // Pagefind counts results per section only when a filter is set: "any section" is one too.
        const search = await pagefind.search(query, { filters: { section: section ?? { any: SEARCH_SECTIONS } } });
        const results = (await Promise.all(search.results.slice(0, MAX_RESULTS).map((result) => result.data()))).map(toResult);
        const counts = (search.totalFilters?.section ?? {}) as Partial<Record<SearchSection, number>>;
        if (current) setOutcome({ query, section, status: 'done', results, total: search.results.length, counts });
      } catch {
        if (current) setOutcome({ query, section, status: 'error' });
      }
    }, TYPING_PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, section]);

  const update = (nextQuery: string, nextSection: SearchSection | null) => {
    setQuery(nextQuery);
    setSection(nextSection);
    window.history.replaceState(null, '', searchHref(nextQuery, nextSection));
  };

  const done = outcome?.status === 'done' && outcome.query === query && outcome.section === section ? outcome : null;
  const counts = done?.counts ?? {};
  const total = SEARCH_SECTIONS.reduce((sum, name) => sum + (counts[name] ?? 0), 0);

  return (
    <div>
      <SearchField
        onSubmit={(event) => event.preventDefault()}
        inputProps={{
          value: query,
          onChange: (event) => update(event.target.value, section),
          onFocus: () => void loadPagefind().catch(() => undefined),
          'aria-describedby': 'search-status',
        }}
      />

      <fieldset className="mt-6">
        <legend className="text-sm font-semibold text-navy-900">Show results from</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {[null, ...SEARCH_SECTIONS].map((name) => {
            const count = name ? counts[name] : total;
            return (
              // The chip is the span after the radio (peer-*), not the label around it (has-*): Firefox before 121
              // has no :has(), and showed neither the chosen section nor the keyboard's focus.
              <label key={name ?? 'all'} className="flex cursor-pointer">
                <input
                  type="radio"
                  name={SECTION_PARAM}
                  value={name ?? ''}
                  checked={section === name}
                  onChange={() => update(query, name)}
                  className="peer sr-only"
                />
                <span className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-medium text-navy-900 edge-navy-900/15 peer-checked:bg-navy-900 peer-checked:text-white forced-colors:peer-checked:bg-[SelectedItem] forced-colors:peer-checked:text-[SelectedItemText] forced-colors:peer-checked:[forced-color-adjust:none] peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-copper-600">
                  {name ?? 'All sections'}
                  {done ? <span className="tabular-nums opacity-80">({count ?? 0})</span> : null}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>

      <p id="search-status" role="status" className="mt-8 text-lg font-medium text-navy-900">
        {statusText(query, section, outcome)}
      </p>
      {done && done.results.length > 0 ? <SearchResults results={done.results} /> : null}
    </div>
  );
}
