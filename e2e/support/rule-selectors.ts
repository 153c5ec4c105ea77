/**
 * Pure helpers of the browser specs' rule check (e2e/support/own-rules.ts), in a file of their own so that Jest tests them
 * (__tests__/support/rule-selectors.test.ts): which selectors a rule has, and which elements each is for.
 */
import { pseudoHosts } from '../../lib/performance/pseudo-hosts.mjs';

/** A selector list's selectors: split at the commas outside parentheses that no backslash escapes. */
export function selectorAlternatives(list: string): string[] {
  const alternatives: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i += 1) {
    const char = list[i];
    if (char === '\\') i += 1;
    else if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (char === ',' && depth === 0) {
      alternatives.push(list.slice(start, i).trim());
      start = i + 1;
    }
  }
  alternatives.push(list.slice(start).trim());
  return alternatives;
}

// What the visitor or the browser does to an element (a pointer, focus, a checked box, an open dialog) and the parts
// of an element a pseudo-element styles: neither changes which elements of the page a rule is for.
const STATE_OR_PART =
  /(?<!\\)(?:::[a-z-]+(?:\([^()]*\))?|:(?:before|after|first-line|first-letter|hover|focus-visible|focus-within|focus|active|visited|link|checked|disabled|enabled|open|popover-open|placeholder-shown|target|user-invalid|user-valid|invalid|valid|autofill|indeterminate|default|required|optional|read-only|read-write|modal|fullscreen)(?![a-z-]))/gi;

/** The elements a selector is for, whatever their state: a selector the browser can look up, or null for none. */
export function elementsOf(selector: string): string | null {
  const host = pseudoHosts(selector);
  if (host) return host;
  if (/^::?-(?:moz|webkit)-/i.test(selector)) return null;
  const stripped = selector.replace(STATE_OR_PART, '').trim();
  if (stripped === '') return '*';
  return /[>+~]$/.test(stripped) ? `${stripped} *` : stripped;
}
