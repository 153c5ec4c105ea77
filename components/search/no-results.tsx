import { LinkList } from '@/components/ui/link-list';
import type { CrossLink } from '@/lib/content/cross-links';

type NoResultsProps = {
  /** Matches in all sections, when a section has none of them: the way back to them. */
  inAllSections: number;
  onShowAllSections: () => void;
  /** The overview pages that list every page (app/search/page.tsx). */
  browseLinks: readonly CrossLink[];
};

/** What a search that found nothing offers instead: the matches in other sections, or a way to browse. */
export function NoResults({ inAllSections, onShowAllSections, browseLinks }: NoResultsProps) {
  if (inAllSections > 0) {
    return (
      <button type="button" onClick={onShowAllSections} className="mt-3 min-h-11 font-semibold text-river-700 underline underline-offset-4">
        Show {inAllSections === 1 ? 'the result' : `all ${inAllSections} results`} in all sections
      </button>
    );
  }
  return (
    <div className="mt-8 max-w-2xl rounded-xl bg-white p-6 edge-navy-900/10">
      <p className="text-ink-soft">Check the spelling, or try a shorter or more general word. Every page is also listed on these overview pages:</p>
      <LinkList links={browseLinks} className="mt-3" />
    </div>
  );
}

/**
 * What a search that could not run offers (Pagefind's files did not load: a weak or lost connection): a way to try again
 * once the connection is back, and the overview pages, which the browser may already hold.
 */
export function SearchFailed({ onRetry, browseLinks }: { onRetry: () => void; browseLinks: readonly CrossLink[] }) {
  return (
    <div className="mt-8 max-w-2xl rounded-xl bg-white p-6 edge-navy-900/10">
      <button type="button" onClick={onRetry} className="min-h-11 font-semibold text-river-700 underline underline-offset-4">
        Search again
      </button>
      <p className="mt-3 text-ink-soft">Every page is also listed on these overview pages:</p>
      <LinkList links={browseLinks} className="mt-3" />
    </div>
  );
}
