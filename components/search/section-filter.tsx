import { SEARCH_SECTIONS, SECTION_PARAM, type SearchSection } from '@/lib/search/config';

type SectionFilterProps = {
  section: SearchSection | null;
  /** The shown search's matches per section and in all, or null before the first search (no counts are shown). */
  counts: { perSection: Partial<Record<SearchSection, number>>; all: number } | null;
  onChange: (section: SearchSection | null) => void;
};

/** The radio chips that narrow a search to one section, each with its count of matches. */
export function SectionFilter({ section, counts, onChange }: SectionFilterProps) {
  return (
    <fieldset className="mt-6">
      <legend className="text-sm font-semibold text-navy-900">Show results from</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {[null, ...SEARCH_SECTIONS].map((name) => (
          // The chip is the span after the radio (peer-*), not the label around it (has-*): Firefox before 121
          // has no :has(), and showed neither the chosen section nor the keyboard's focus.
          <label key={name ?? 'all'} className="flex cursor-pointer">
            <input
              type="radio"
              name={SECTION_PARAM}
              value={name ?? ''}
              checked={section === name}
              onChange={() => onChange(name)}
              className="peer sr-only"
            />
            <span className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-medium text-navy-900 edge-navy-900/15 peer-checked:bg-navy-900 peer-checked:text-white forced-colors:peer-checked:bg-[SelectedItem] forced-colors:peer-checked:text-[SelectedItemText] forced-colors:peer-checked:[forced-color-adjust:none] peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-copper-600">
              {name ?? 'All sections'}
              {counts ? <span className="tabular-nums opacity-80">({name ? (counts.perSection[name] ?? 0) : counts.all})</span> : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
