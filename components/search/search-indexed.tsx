import type { SearchSection } from '@/lib/search/config';

/**
 * Marks a page's own content for the site search index (scripts/build-search-index.mjs), with
 * its section as a filter. Pages without it (home, 404, offline, search) stay out of the index,
 * and so does everything outside it: header, breadcrumbs, footer.
 */
export function SearchIndexed({ section, children }: { section: SearchSection; children: React.ReactNode }) {
  return (
    <div data-pagefind-body="" data-pagefind-filter={`section:${section}`}>
      {children}
    </div>
  );
}
