import { quoted } from './status';

/** The search page's own title, before the firm's name. */
export const SEARCH_TITLE = 'Search';

/** How the site's titles end (titleTag in lib/title-tag.ts, which a client leaf does not load) and their longest length. */
export type TitleTagRule = { suffix: string; max: number };

/**
 * The browser tab's title for the query in the box: 'Search: “query”' with the site's suffix, the query cut so the
 * whole title keeps within the longest title tag; the page's own title for an empty box.
 */
export function searchTitle(query: string, { suffix, max }: TitleTagRule): string {
  if (!query.trim()) return `${SEARCH_TITLE}${suffix}`;
  const lead = `${SEARCH_TITLE}: `;
  // Two quotation marks and the ellipsis of a cut query.
  const room = max - lead.length - suffix.length - 3;
  return `${lead}${quoted(query, room)}${suffix}`;
}

/**
 * Keeps the tab's title at `title` until the returned function is called, while the address stays on this page.
 * React owns the page's <title> (Next's metadata) and writes it again when it hydrates that part of the page, after a
 * search from the address has set it; the next page's title, on a client-side navigation, is React's to set.
 */
export function holdTitle(doc: Document, title: string): () => void {
  const path = doc.location.pathname;
  const apply = () => {
    if (doc.location.pathname === path && doc.title !== title) doc.title = title;
  };
  apply();
  const observer = new MutationObserver(apply);
  observer.observe(doc.head, { childList: true, subtree: true, characterData: true });
  return () => observer.disconnect();
}
