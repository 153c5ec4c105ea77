import { NAV_NAME_META, type SearchSection } from '@/lib/search/config';

type SearchIndexedProps = {
  section: SearchSection;
  /**
   * On the pages the menus link to, the name the menu and the page's title give it ('Services', 'Contact Us'),
   * which their headings do not all say: a search for it lists the page first (lib/search/pagefind.ts).
   */
  navName?: string;
  children: React.ReactNode;
};

/**
 * Marks a page's own content for the site search index (scripts/build-search-index.mjs), with
 * its section as a filter. Pages without it (home, 404, offline, search) stay out of the index,
 * and so does everything outside it: header, breadcrumbs, footer.
 */
export function SearchIndexed({ section, navName, children }: SearchIndexedProps) {
  return (
    <div
      data-pagefind-body=""
      data-pagefind-filter={`section:${section}`}
      data-pagefind-meta={navName ? `${NAV_NAME_META}:${navName}` : undefined}
    >
      {children}
    </div>
  );
}
