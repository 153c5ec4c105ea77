// Each prerendered page carries only the CSS rules its own markup uses, less what components mark BELOW_FOLD (the
// footer, closing sections), in a <style> at the end of its <head>; the site's whole stylesheet still loads, from a
// <link> after that <style>, where it blocks no paint, fetched only once the page has loaded (or at the visitor's
// first scroll): fetched beside the scripts, it took a share of a slow connection from them, and its
// arrival restyled every element while the page was still loading (lib/performance/deferred-stylesheet.mjs).
// A short page keeps its below-the-fold parts' rules too: its footer shares the first screen.
// Beasties (the maintained fork of critters) picks the rules; this module only moves tags, so the page's markup and
// scripts stay byte for byte as Next.js wrote them (React hydrates them, and scripts/build/page-csp-headers.mjs hashes
// them after this step). React finds its stylesheets by href anywhere in the document, so it adopts the moved link
// and a client-side navigation adds no second copy. A stylesheet only some pages link (the home page's hero art) is
// inlined whole instead, its link left in place for React to adopt, but disabled and for no media: Chromium's preload
// scanner fetches a disabled stylesheet, not one whose media matches nothing. Plain JavaScript with JSDoc types: the
// post-build step runs under bare Node.
import Beasties from 'beasties';
import { BELOW_FOLD } from './below-fold.mjs';
import { deferredStylesheet, withoutDeferredStylesheets } from './deferred-stylesheet.mjs';
import { stateMarkup } from './script-classes.mjs';
import { dropUnusedCustomProperties } from './unused-custom-properties.mjs';

/** Added to the link of a stylesheet inlined whole: never applied, never fetched. */
const NEVER_FETCHED = ' media="not all" disabled=""';

/** Below this much text in <main>, a page's footer may share its first screen (a phone shows about 600 characters). */
export const SHORT_PAGE_CHARACTERS = 2000;
/** Marks the inlined element and names the stylesheet its rules came from. */
export const CRITICAL_FROM = 'data-critical-from';
/** Marks a stylesheet inlined whole, and names it. */
export const INLINED_FROM = 'data-inlined-from';

// Exactly the tag Next writes for a page's CSS chunk; any other stylesheet link fails the step (below).
const NEXT_STYLESHEET = /<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)" data-precedence="next"\/>/g;
const ANY_STYLESHEET = /<link\b[^>]*\brel="stylesheet"[^>]*>/gi;
const STYLE_ELEMENT = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;
// Each url() read to its closing quote: an SVG inside a data: URL has url()s of its own (`url(%23gradient)`).
const URL_TOKEN = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)"'\s]*))\s*\)/gi;

/**
 * A stylesheet's relative url()s: inlined, they would resolve against the page instead of the stylesheet.
 * @param {string} css
 */
const relativeUrls = (css) =>
  [...css.matchAll(URL_TOKEN)].map(([, double, single, bare]) => double ?? single ?? bare).filter((url) => !/^(?:data:|https?:|\/|#)/i.test(url));

/**
 * The stylesheet links in a page's <head>, which the browser waits for before its first paint.
 * @param {string} html
 * @returns {string[]}
 */
export function renderBlockingStylesheets(html) {
  const headEnd = html.indexOf('</head>');
  // A disabled stylesheet is neither fetched nor applied; the deferred links are inside a <noscript>, which with
  // scripting on is text, and enter the document disabled.
  const head = headEnd === -1 ? '' : withoutDeferredStylesheets(html.slice(0, headEnd)).html;
  return (head.match(ANY_STYLESHEET) ?? []).filter((tag) => !/\sdisabled(?:=""|\s|\/?>)/.test(tag));
}

/**
 * The visible text of the page's <main>, roughly: enough to tell a short page from a long one.
 * @param {string} html
 */
export function mainTextLength(html) {
  const main = html.match(/<main\b[^>]*>([\s\S]*?)<\/main>/)?.[1] ?? '';
  return main.replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, '').replace(/<[^>]+>/g, '').replace(/\s+/g, ' ').trim().length;
}

/**
 * The page without its elements marked BELOW_FOLD. React writes well-formed markup, so counting the marked element's
 * own tag name finds its end.
 * @param {string} html
 */
export function withoutBelowFold(html) {
  let rest = html;
  for (;;) {
    const open = new RegExp(`<(\\w+)\\b[^>]*\\s${BELOW_FOLD}(?:="")?[\\s/>]`).exec(rest);
    if (!open) return rest;
    const name = open[1];
    const tags = new RegExp(`<${name}\\b|</${name}>`, 'g');
    tags.lastIndex = open.index + 1;
    let depth = 1;
    let end = -1;
    for (let tag = tags.exec(rest); tag; tag = tags.exec(rest)) {
      depth += tag[0].startsWith('</') ? -1 : 1;
      if (depth === 0) {
        end = tag.index + tag[0].length;
        break;
      }
    }
    if (end === -1) throw new Error(`An element marked ${BELOW_FOLD} has no end: <${name}>`);
    rest = rest.slice(0, open.index) + rest.slice(end);
  }
}

/**
 * The rules of the page's stylesheets that its first screen uses, as Beasties selects them from the markup, and those
 * of the classes its scripts can set (lib/performance/script-classes.mjs).
 * @param {string} html the page as Next.js wrote it
 * @param {{ beasties: Beasties, scriptClasses?: Iterable<string> }} options
 */
async function selectRules(html, { beasties, scriptClasses = [] }) {
  const firstScreen = mainTextLength(html) < SHORT_PAGE_CHARACTERS ? html : withoutBelowFold(html);
  const processed = await beasties.process(firstScreen.replace('</body>', `${stateMarkup(scriptClasses)}</body>`));
  const own = new Set([...html.matchAll(STYLE_ELEMENT)].map(([, css]) => css));
  return [...processed.matchAll(STYLE_ELEMENT)].map(([, css]) => css).filter((css) => !own.has(css)).join('');
}

/**
 * The selector with each `:where(…)` and `:is(…)` that holds one selector replaced by that selector. Tailwind wraps
 * utilities in them (`:where(.space-y-2>:not(:last-child))`, `.group-hover:…`), and Beasties drops a pseudo-class
 * together with its argument, which would leave nothing to match and drop the rule from every page.
 * @param {string} selector
 */
export function unwrapLogicalPseudos(selector) {
  let result = selector;
  for (let searchFrom = 0; ; ) {
    const match = /:(?:where|is)\(/g;
    match.lastIndex = searchFrom;
    const found = match.exec(result);
    if (!found) return result;
    const open = found.index + found[0].length;
    let depth = 1;
    let close = open;
    let topLevelComma = false;
    for (; close < result.length && depth > 0; close += 1) {
      const char = result[close];
      if (char === '\\') close += 1;
      else if (char === '(') depth += 1;
      else if (char === ')') depth -= 1;
      else if (char === ',' && depth === 1) topLevelComma = true;
    }
    if (depth !== 0) return result;
    // A list (`:is([open],:popover-open)`) is left for Beasties to drop: what remains only matches more elements.
    if (topLevelComma) {
      searchFrom = close;
      continue;
    }
    result = result.slice(0, found.index) + result.slice(open, close - 1) + result.slice(close);
    searchFrom = found.index;
  }
}

/** Beasties, taught to see through Tailwind's `:where()` and `:is()` wrappers (unwrapLogicalPseudos). */
class RuleSelector extends Beasties {
  /** @param {string} selector */
  normalizeCssSelector(selector) {
    return super.normalizeCssSelector(unwrapLogicalPseudos(selector));
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

/**
 * The page with its first screen's rules in a <style> at the end of its <head> (after the script tags, which the
 * browser can then request first) and each Next stylesheet link moved after it, deferred. Throws on a
 * stylesheet link of another shape, or CSS that cannot be moved into the page as it is.
 * @param {string} source
 * @param {{ beasties: Beasties, wholeSheets?: Map<string, string>, scriptClasses?: Iterable<string> }} options
 *   wholeSheets: href → text of each stylesheet to inline whole (one only some pages link); scriptClasses: the classes
 *   only the page's scripts set (lib/performance/script-classes.mjs), whose rules the page carries too
 * @returns {Promise<string>}
 */
export async function inlineCriticalCss(source, { beasties, wholeSheets = new Map(), scriptClasses = [] }) {
  const html = withoutCriticalCss(source);
  const links = [...html.matchAll(NEXT_STYLESHEET)];
  if (links.length === 0) {
    const other = renderBlockingStylesheets(html);
    if (other.length > 0) throw new Error(`Stylesheet links of an unexpected shape: ${other.join(' ')}`);
    return html;
  }
  const whole = links.filter(([, href]) => wholeSheets.has(href));
  const partial = links.filter(([, href]) => !wholeSheets.has(href));
  // Beasties sees only the links whose rules it picks.
  const forSelection = whole.reduce((page, [tag]) => page.replace(tag, ''), html);
  const critical = partial.length ? dropUnusedCustomProperties(await selectRules(forSelection, { beasties, scriptClasses }), { alsoUsedIn: html }) : '';
  const styles = [
    ...(partial.length ? [`<style ${CRITICAL_FROM}="${partial.map(([, href]) => href).join(' ')}">${critical}</style>`] : []),
    ...whole.map(([, href]) => `<style ${INLINED_FROM}="${href}">${wholeSheets.get(href)}</style>`),
  ];
  for (const [href, css] of [...whole.map(([, href]) => [href, wholeSheets.get(href) ?? '']), ['critical CSS', critical]]) {
    if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style", which would end the inlined element`);
    if (relativeUrls(css).length > 0) throw new Error(`${href} has a relative url(), which would resolve against the page`);
  }
  let page = partial.reduce((rest, [tag]) => rest.replace(tag, ''), html);
  for (const [tag] of whole) page = page.replace(tag, tag.replace(/\/>$/, `${NEVER_FETCHED}/>`));
  const left = renderBlockingStylesheets(page);
  if (left.length > 0) throw new Error(`Stylesheet links of an unexpected shape: ${left.join(' ')}`);
  const headEnd = page.indexOf('</head>');
  if (headEnd === -1) throw new Error('No </head> to place the styles at');
  // The links after the <style>s: a rule of the page's first screen must not outrank a later rule of the full sheet.
  return page.slice(0, headEnd) + styles.join('') + deferredStylesheet(partial.map(([tag]) => tag)) + page.slice(headEnd);
}

/**
 * The Next stylesheets a page links, as Next.js wrote it or as this step left it.
 * @param {string} html
 * @returns {string[]}
 */
export function pageStylesheets(html) {
  return [...withoutCriticalCss(html).matchAll(NEXT_STYLESHEET)].map(([, href]) => href);
}

/**
 * A page this step has already rewritten, as Next.js wrote it (its links back before the head's first script), so
 * running the step again on the same build gives the same result.
 * @param {string} html
 */
export function withoutCriticalCss(html) {
  const style = new RegExp(`<style (?:${CRITICAL_FROM}|${INLINED_FROM})="[^"]+">[\\s\\S]*?</style>`, 'g');
  if (!style.test(html)) return html;
  const { html: stripped, links } = withoutDeferredStylesheets(html.replace(style, ''));
  const page = stripped.split(`${NEVER_FETCHED}/>`).join('/>');
  const headEnd = page.indexOf('</head>');
  const firstScript = page.slice(0, headEnd).indexOf('<script');
  const at = firstScript === -1 ? headEnd : firstScript;
  return page.slice(0, at) + links.join('') + page.slice(at);
}

/**
 * The stylesheets whose first-screen rules a page carries (the hrefs its <style> names).
 * @param {string} html
 * @returns {string[]}
 */
export function criticalCssSources(html) {
  return [...html.matchAll(new RegExp(`<style ${CRITICAL_FROM}="([^"]+)">`, 'g'))].flatMap(([, hrefs]) => hrefs.split(' '));
}

/**
 * The text of the page's first-screen <style>, or '' if it has none.
 * @param {string} html
 */
export function criticalCssText(html) {
  return html.match(new RegExp(`<style ${CRITICAL_FROM}="[^"]+">([\\s\\S]*?)</style>`))?.[1] ?? '';
}
