/*
 * What the search index adds to a page for abbreviations a visitor types (scripts/build-search-index.mjs): Pagefind
 * knows none, and only the words a page says find it.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { contentDir } from '../../lib/content/content-dir.mjs';

/**
 * Abbreviations a visitor searches for that the pages spell out. Pagefind knows none, and reads "M&A" as "ma", the
 * start of "manufacturing" and "marketing". A service, industry or article whose content file says one of `words`
 * carries the abbreviation as Pagefind metadata, which a search matches like the page's text; pages that only list
 * others (overviews, topics) do not. "acquisition" alone is left out: it is also a customer's or a contract's.
 */
export const ABBREVIATIONS = [
  { abbreviation: 'M&A', words: /\b(?:mergers?|acquisitions)\b/i },
  // Environmental, social and governance reporting: the pages on emissions data ("financial sustainability" is not it).
  { abbreviation: 'ESG', words: /\bemissions\b/i },
];
/** The metadata field that holds them; the search page reads no other use of it. */
const TERMS_META = 'terms';
/** The routes whose words are their content file's: /industries/energy-utilities is content/industries/energy-utilities.md. */
const CONTENT_ROUTE = /^\/(industries|services|insights)\/([a-z0-9-]+)$/;

/** The abbreviations a page's own content calls for (none for a page without a content file of its own). */
export async function abbreviationsOf(url, root) {
  const [, folder, slug] = CONTENT_ROUTE.exec(url) ?? [];
  if (!folder) return [];
  // The folder the pages were built from (SITE_CONTENT_DIR included); a route with no file of its own has none.
  const text = await readFile(join(contentDir(root), folder, `${slug}.md`), 'utf8').catch(() => '');
  return ABBREVIATIONS.filter(({ words }) => words.test(text)).map(({ abbreviation }) => abbreviation);
}

/** The page's HTML with its abbreviations as metadata, in an empty element at the start of its indexed part. */
export function withAbbreviations(html, abbreviations) {
  if (abbreviations.length === 0) return html;
  const escaped = abbreviations.join(' ').replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return html.replace(/<[^>]*\sdata-pagefind-body=""[^>]*>/, (open) => `${open}<span hidden data-pagefind-meta="${TERMS_META}:${escaped}"></span>`);
}

