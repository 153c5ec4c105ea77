import { IntentLink } from '@/components/ui/intent-link';
import { SEARCH_PATH } from '@/lib/search/config';

/** The header's way into site search, at every screen size. Rendered on the server, so it adds nothing to any route's JavaScript. */
export function SearchLink() {
  return (
    <IntentLink
      href={SEARCH_PATH}
      className="inline-flex size-11 items-center justify-center rounded-md text-navy-900 hover:bg-sand-100 hover:text-river-700"
    >
      <span className="sr-only">Search</span>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-6" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round">
        <circle cx="11" cy="11" r="6.5" />
        <path d="m16 16 4.5 4.5" />
      </svg>
    </IntentLink>
  );
}
