import { QUERY_PARAM, SEARCH_PATH } from '@/lib/search/config';

const SEARCH_INPUT_ID = 'site-search-input';

type SearchFieldProps = {
  /** The live input's props; without them (server HTML, before JavaScript runs) the form is a plain GET. */
  inputProps?: React.ComponentProps<'input'>;
  onSubmit?: React.FormEventHandler<HTMLFormElement>;
};

/** The labelled search box: the same markup before and after the search script runs, so nothing shifts. */
export function SearchField({ inputProps, onSubmit }: SearchFieldProps) {
  return (
    <form role="search" action={SEARCH_PATH} method="get" onSubmit={onSubmit} className="max-w-2xl">
      <label htmlFor={SEARCH_INPUT_ID} className="block text-base font-semibold text-navy-900">
        Search services, industries, insights and more
      </label>
      <input
        id={SEARCH_INPUT_ID}
        name={QUERY_PARAM}
        type="search"
        autoComplete="off"
        spellCheck={false}
        className="mt-2 block min-h-12 w-full rounded-md border border-navy-900/25 bg-white px-4 py-3 text-lg text-ink shadow-sm placeholder:text-ink-soft/80 focus:border-river-700"
        placeholder="For example: supply chain, Casper, privacy"
        {...inputProps}
      />
    </form>
  );
}
