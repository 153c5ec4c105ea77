'use client';

import { useEffect, useRef, useState } from 'react';
import { loadPagefind, watchPagefindRequests } from '@/lib/search/pagefind';
import { runSearch, type FinishedSearch } from '@/lib/search/run-search';
import { replaceHistoryEntry } from '@/lib/search/history-entry';
import { rememberedScroll, rememberScroll } from '@/lib/search/scroll-memory';
import { focusBoxOnSearchLinks } from '@/lib/search/search-link-focus';
import { parseSection, QUERY_PARAM, SECTION_PARAM, searchHref, type SearchSection } from '@/lib/search/config';
import { statusText, type SearchSummary } from '@/lib/search/status';
import { holdTitle, searchTitle, type TitleTagRule } from '@/lib/search/title';
import type { CrossLink } from '@/lib/content/cross-links';
import { NoResults, SearchFailed } from './no-results';
import { SearchField } from './search-field';
import { SearchResults } from './search-results';
import { SectionFilter } from './section-filter';

/** Waits this long after the last key press before searching, so typing a word runs one search, not one per letter. */
const TYPING_PAUSE_MS = 150;
/**
 * How long a finished search's status stands before the live region reads it out: announced at once, a screen reader
 * read "Searching…" and a count after every letter of a slowly typed word.
 */
const ANNOUNCE_PAUSE_MS = 1000;

type Outcome = FinishedSearch | Extract<SearchSummary, { status: 'error' }>;

/**
 * The last finished search, kept while the document lives: Back to the search page (a client-side navigation, which
 * mounts the panel anew) shows it in the first render, so the browser puts the visitor back at the result they left.
 * Searched again, the results arrived after the browser had restored the position on a page too short for it.
 */
let lastSearch: FinishedSearch | null = null;

/** The kept search, if it is the one the address asks for (never during hydration: nothing is kept before it). */
function keptSearch() {
  if (!lastSearch) return null;
  const url = new URLSearchParams(window.location.search);
  return lastSearch.query === (url.get(QUERY_PARAM) ?? '') && lastSearch.section === parseSection(url.get(SECTION_PARAM)) ? lastSearch : null;
}

/**
 * The search page's one interactive leaf. The query and section live in the URL
 * (/search?q=…&section=…), replaced as the visitor types, so a search can be shared and
 * Back returns to it. Pagefind loads on focus of the box or on the first search.
 */
export function SearchPanel({ browseLinks, titleTag }: { browseLinks: readonly CrossLink[]; titleTag: TitleTagRule }) {
  // The server renders the empty state, the same markup the browser hydrates, so nothing shifts on load
  // (useSearchParams would leave a Suspense fallback in the static HTML); the URL's query is read after mount. A
  // return to the page by client-side navigation renders the kept search at once.
  const [kept] = useState(keptSearch);
  const [query, setQuery] = useState(kept?.query ?? '');
  const [section, setSection] = useState<SearchSection | null>(kept?.section ?? null);
  const [outcome, setOutcome] = useState<Outcome | null>(kept);
  const [announcement, setAnnouncement] = useState('');
  // Counts the visitor's tries again after a failed search: the same query runs once more.
  const [retries, setRetries] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);

  // Pagefind's lost requests are counted only while the page is here: a navigation away gives the page its own fetch back.
  useEffect(() => watchPagefindRequests(window), []);
  // A link to this page (the header's Search button) goes to the box rather than reload the page under the search.
  useEffect(() => focusBoxOnSearchLinks(window, () => inputRef.current), []);

  // A reload puts the visitor back where they were once the results are there to scroll to; typing drops it.
  const restoreTo = useRef<number | null>(null);
  useEffect(() => {
    // Asked once per document: kept when Strict Mode (next dev) runs this effect a second time, which is told null.
    restoreTo.current ??= rememberedScroll(window);
    return rememberScroll(window);
  }, []);
  useEffect(() => {
    if (restoreTo.current === null || !outcome) return;
    if (outcome.status === 'done') window.scrollTo(window.scrollX, restoreTo.current);
    restoreTo.current = null;
  }, [outcome]);

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
        const finished = await runSearch(query, section);
        if (!current) return;
        lastSearch = finished;
        setOutcome(lastSearch);
      } catch {
        if (current) setOutcome({ query, section, status: 'error' });
      }
    }, TYPING_PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, section, retries]);

  const update = (nextQuery: string, nextSection: SearchSection | null) => {
    restoreTo.current = null;
    setQuery(nextQuery);
    setSection(nextSection);
    // Not a navigation: Next's router is left out of it, so its route announcer does not read each key's title aloud.
    replaceHistoryEntry(window, { href: searchHref(nextQuery, nextSection) });
  };

  // The tab says what was searched, so a tab among many, or the history list, tells one search from another.
  const { suffix, max } = titleTag;
  useEffect(() => holdTitle(document, searchTitle(query, { suffix, max })), [query, suffix, max]);

  const status = statusText(query, section, outcome);
  const settled = !query.trim() || (outcome !== null && outcome.query === query && outcome.section === section);
  // The live region speaks once the visitor has paused with a finished search, never at every key; it is silent
  // until the first search (the box's description says what to do), and says so when the box is emptied after one.
  useEffect(() => {
    if (!settled || (!query.trim() && !announcement)) return;
    const timer = setTimeout(() => setAnnouncement(status), ANNOUNCE_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [settled, status, query, announcement]);

  // The last search's results and counts stay until the next one's arrive, so the list does not empty and refill at every key.
  const shown = query.trim() && outcome?.status === 'done' ? outcome : null;
  const current = shown && shown.query === query && shown.section === section ? shown : null;
  const failed = query.trim() !== '' && outcome?.status === 'error' && outcome.query === query && outcome.section === section;
  const retry = () => {
    setOutcome(null);
    setRetries((count) => count + 1);
  };
  // The button goes as the search runs again: focus moves to the box first, not to the page's start (WCAG 2.4.3).
  const retryFromButton = () => {
    inputRef.current?.focus();
    retry();
  };

  return (
    <div>
      <SearchField
        // Enter searches again after a failure, as the button under the message does.
        onSubmit={(event) => {
          event.preventDefault();
          if (failed) retry();
        }}
        inputProps={{
          ref: inputRef,
          value: query,
          onChange: (event) => update(event.target.value, section),
          onFocus: () => void loadPagefind().catch(() => undefined),
          'aria-describedby': 'search-status',
        }}
      />

      <SectionFilter
        section={section}
        counts={shown ? { perSection: shown.counts, all: shown.totalInAllSections } : null}
        onChange={(name) => update(query, name)}
      />

      {/* What the page shows now; the live region below says it aloud once the visitor pauses. */}
      <p id="search-status" className="mt-8 text-lg font-medium text-navy-900">
        {status}
      </p>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {failed ? <SearchFailed onRetry={retryFromButton} browseLinks={browseLinks} /> : null}
      {current && current.total === 0 ? (
        <NoResults inAllSections={current.totalInAllSections} onShowAllSections={() => update(query, null)} browseLinks={browseLinks} />
      ) : null}
      {shown && shown.results.length > 0 ? <SearchResults results={shown.results} /> : null}
    </div>
  );
}
