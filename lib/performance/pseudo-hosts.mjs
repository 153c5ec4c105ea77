// Which elements a bare pseudo-element or browser-only pseudo-class can style: a rule such as preflight's
// `::placeholder{opacity:1}` names no element of its own, so no selector engine can say whether a page uses it.
// Beasties strips the pseudo, is left with nothing to match and drops the rule from every page (Firefox then drew
// each placeholder at its own half opacity, Safari the search field's decoration). The post-build step's
// rule selector (rule-selector.mjs) keeps such a rule on a page that has one of its elements, and the browser specs' rule check
// (e2e/support/own-rules.ts) asks the same of each page. Written by hand because no library maps them; Tailwind's
// preflight is where they come from. Plain JavaScript: the post-build step runs under bare Node.

const DATE_INPUTS = 'input[type=date],input[type=time],input[type=datetime-local],input[type=month],input[type=week]';
const FORM_FIELDS = 'input,select,textarea';

/** Pseudo (as it begins a selector, lower case) → the elements it can apply to. */
const HOSTS = [
  ['::placeholder', '[placeholder]'],
  ['::file-selector-button', 'input[type=file]'],
  ['::-webkit-search-decoration', 'input[type=search]'],
  ['::-webkit-search-cancel-button', 'input[type=search]'],
  ['::-webkit-inner-spin-button', 'input[type=number]'],
  ['::-webkit-outer-spin-button', 'input[type=number]'],
  ['::-webkit-date-and-time-value', DATE_INPUTS],
  ['::-webkit-datetime-edit', DATE_INPUTS],
  ['::-webkit-calendar-picker-indicator', DATE_INPUTS],
  ['::-webkit-details-marker', 'summary'],
  ['::marker', 'li,summary'],
  ['::backdrop', 'dialog,[popover]'],
  [':-moz-ui-invalid', FORM_FIELDS],
  [':-moz-focusring', 'a[href],button,summary,[tabindex],' + FORM_FIELDS],
];

/**
 * The elements a selector that is only a pseudo-element or a browser-only pseudo-class can style (`::placeholder`,
 * `::-webkit-datetime-edit-year-field`, `:-moz-focusring:where(:not(iframe))`), as a selector; null for any other.
 * @param {string} selector one selector of a rule's list, as the stylesheet writes it
 * @returns {string | null}
 */
export function pseudoHosts(selector) {
  const bare = /^::?[a-z-]+/i.exec(selector.trim());
  if (!bare) return null;
  const name = bare[0].toLowerCase();
  const host = HOSTS.find(([prefix]) => name === prefix || name.startsWith(`${prefix}-`));
  return host ? host[1] : null;
}
