import type { SearchSection } from './config';

/** The state of a finished search, as the status line describes it. */
export type SearchSummary =
  | {
      query: string;
      section: SearchSection | null;
      status: 'done';
      /** Every match in the section (or in all sections), of which `shown` are listed. */
      total: number;
      shown: number;
      /** Every match in all sections: what a section with none of them can point to. */
      totalInAllSections: number;
    }
  | { query: string; section: SearchSection | null; status: 'error' };

/** The most of a query the status repeats: a pasted paragraph is not read back whole. */
export const QUOTED_QUERY_CHARS = 60;

/** The query in curly quotes, its spaces collapsed, cut after `maxChars` characters with an ellipsis. */
export function quoted(query: string, maxChars = QUOTED_QUERY_CHARS): string {
  const characters = Array.from(query.trim().replace(/\s+/g, ' '));
  const text = characters.length > maxChars ? `${characters.slice(0, maxChars).join('').trimEnd()}…` : characters.join('');
  return `\u201c${text}\u201d`;
}

/** What the status line says about the search for what is in the box now, given the last search that finished. */
export function statusText(query: string, section: SearchSection | null, summary: SearchSummary | null): string {
  if (!query.trim()) return 'Type a word or two to search every page.';
  if (!summary || summary.query !== query || summary.section !== section) return 'Searching\u2026';
  if (summary.status === 'error') return 'Search could not load. Check your connection and try again.';
  const { total, shown, totalInAllSections } = summary;
  const where = section ? ` in ${section}` : '';
  const found = `${total === 0 ? 'No' : total} ${total === 1 ? 'result' : 'results'} for ${quoted(query)}${where}`;
  if (total === 0 && section && totalInAllSections > 0) return `${found}; ${totalInAllSections} in all sections.`;
  // The section chips count every match: the status must too, and say when the list holds only the best of them.
  return shown < total ? `${found}. The best ${shown} are shown: add a word to narrow the search.` : found;
}
