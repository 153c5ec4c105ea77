// The Beasties that picks each page's rules for lib/performance/critical-css.mjs, taught where Beasties (0.5.4) on its
// own misjudges the site's selectors and would drop a rule the page uses from every page. Plain JavaScript with JSDoc
// types: the post-build step runs under bare Node.
import Beasties from 'beasties';
import { ATTRIBUTE_ENTITIES } from './html-attribute.mjs';
import { pseudoHosts } from './pseudo-hosts.mjs';

/**
 * The selector with each `:where(…)` and `:is(…)` replaced by what it holds. Tailwind wraps utilities in them
 * (`.group-hover:…`, our `:where(.stack-2>:not(:last-child))`), and our own rules use lists (`.prose-body :is(h2,h3)+p`);
 * Beasties drops a pseudo-class together with its argument, which would leave nothing to match, or a dangling
 * combinator, and drop the rule from every page. A list becomes a selector list, one selector per alternative: the rule
 * is kept if any of them matches.
 * @param {string} selector
 */
export function unwrapLogicalPseudos(selector) {
  const found = /:(?:where|is)\(/.exec(selector);
  if (!found) return selector;
  const open = found.index + found[0].length;
  const alternatives = [];
  let depth = 1;
  let start = open;
  let close = open;
  for (; close < selector.length && depth > 0; close += 1) {
    const char = selector[close];
    if (char === '\\') close += 1;
    else if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    if ((char === ',' && depth === 1) || depth === 0) {
      alternatives.push(selector.slice(start, close));
      start = close + 1;
    }
  }
  if (depth !== 0) return selector;
  const before = selector.slice(0, found.index);
  const after = selector.slice(close);
  return alternatives.map((alternative) => unwrapLogicalPseudos(before + alternative.trim() + after)).join(',');
}

/**
 * The selector with each escaped `&`, `<`, `>`, `"` or `'` (a Tailwind class such as `[&::-webkit-details-marker]:hidden`)
 * spelled as the HTML spells it. Beasties (0.5.4) matches a class against the attribute's text as written, entities
 * and all, so the rule for `class="[&amp;::-webkit-details-marker]:hidden"` matched nothing and was dropped from
 * every page: the rule that hides the disclosure triangle a WebKit browser draws beside each contact FAQ's "+"
 * (Chromium needs only `list-none`).
 * @param {string} selector
 */
export function withAttributeSpelling(selector) {
  return selector.replace(/\\([&<>"'])/g, (_, char) => ATTRIBUTE_ENTITIES[char].replace(/[&#;]/g, (c) => `\\${c}`));
}

/**
 * A selector list Beasties judges as a list. Given one whose every alternative is a bare class or id (`.a,.b`, as
 * unwrapLogicalPseudos makes of `:where(.a,.b)`), Beasties (0.5.4) answers from its class cache as if all of them had
 * to be on the page; a leading `*` on each sends the list to its selector engine instead. The same elements match.
 * @param {string} selector
 */
export function judgedAsList(selector) {
  return /(?<!\\),/.test(selector) ? selector.replace(/(^|(?<!\\),)(?=[.#])/g, '$1*') : selector;
}

/**
 * A selector whose alternatives open with an attribute selector (`[class*=edge-]`) handed to Beasties' selector
 * engine. Beasties (0.5.4) reads an attribute selector on `class` or `id` from its class cache as that very class,
 * whatever the operator, so `[class*=edge-]` matched only an element of class "edge-" and its rule left every page;
 * a leading `*` matches the same elements and is judged by the engine.
 * @param {string} selector
 */
export function judgedByAttribute(selector) {
  return selector.replace(/(^|(?<!\\),)(?=\[)/g, '$1*');
}

/**
 * Beasties, taught to see through Tailwind's `:where()` and `:is()` wrappers (unwrapLogicalPseudos), to match
 * classes whose characters the HTML writes as entities (withAttributeSpelling), to judge lists as lists and attribute
 * selectors by their operator (judgedByAttribute), and to keep
 * a rule on a bare pseudo-element where the page has an element it styles (lib/performance/pseudo-hosts.mjs).
 */
class RuleSelector extends Beasties {
  /** @param {string} selector */
  normalizeCssSelector(selector) {
    return pseudoHosts(selector) ?? judgedByAttribute(judgedAsList(super.normalizeCssSelector(withAttributeSpelling(unwrapLogicalPseudos(selector)))));
  }
}

/**
 * A Beasties instance that reads stylesheets from the build folder and only selects rules: it moves nothing itself.
 * @param {string} distDir the build folder (`.next`), where `/_next/static/…` lives under `static/`
 */
export function createRuleSelector(distDir) {
  return new RuleSelector({
    path: distDir,
    publicPath: '/_next/',
    preload: 'body',
    // The whole file stays as it is: other pages and client-side navigations need all of it.
    pruneSource: false,
    reduceInlineStyles: false,
    mergeStylesheets: true,
    compress: true,
    keyframes: 'critical',
    // A selector that is only a state the visitor sets (`:focus-visible`, the site's focus ring) styles whatever
    // element they reach first; Beasties strips the pseudo-class, is left with nothing to match, and would drop the
    // rule from every page, leaving the first Tab stops without the ring until the full stylesheet arrives.
    allowRules: [/^:(?:focus|focus-visible|focus-within|hover|active)$/],
    fonts: false,
    logLevel: 'warn',
  });
}
