// Each prerendered page carries every CSS rule its own markup uses, and those of the classes only its scripts set, in a
// <style> at the end of its <head>; the site's whole stylesheet is linked after that <style> but never applied to the
// page: it is there for the pages a client-side navigation renders (lib/performance/deferred-stylesheet.mjs). Its
// first screen's rules alone with the sheet applied at load cost more: the sheet made the browser restyle every
// element, 13–87 ms of a slowed phone's main thread per page, against a few KB more of rules here (docs/performance.md).
// Beasties (the maintained fork of critters, set up in lib/performance/rule-selector.mjs) picks the rules; this module
// only moves tags, so the page's markup and scripts stay byte for byte as Next.js wrote them (React hydrates them, and
// scripts/build/page-csp-headers.mjs hashes them after this step). React finds its stylesheets by href anywhere in the document, so it adopts the moved link
// and a client-side navigation adds no second copy. A stylesheet only some pages link (the home page's hero art) is
// inlined whole instead, its link left in place for React to adopt, but disabled and for no media: Chromium's preload
// scanner fetches a disabled stylesheet, not one whose media matches nothing. Plain JavaScript with JSDoc types: the
// post-build step runs under bare Node.
import { deferredStylesheet, withoutDeferredStylesheets } from './deferred-stylesheet.mjs';
import { DEPLOYMENT_QUERY } from './deployment-query.mjs';
import { CRITICAL_FROM, INLINED_FROM } from './inline-markers.mjs';
import { isPrintStylesheetLink, withoutPrintStylesheetLink } from './print-stylesheet.mjs';
import { stateMarkup } from './script-classes.mjs';
import { dropUnusedCustomProperties } from './unused-custom-properties.mjs';

/** Added to the link of a stylesheet inlined whole: never applied, never fetched. */
const NEVER_FETCHED = ' media="not all" disabled=""';


// Exactly the tag Next writes for a page's CSS chunk (with a deployment id, its query); any other stylesheet link
// fails the step (below).
const NEXT_STYLESHEET = new RegExp(String.raw`<link rel="stylesheet" href="(/_next/static/[^"?]+\.css(?:${DEPLOYMENT_QUERY})?)" data-precedence="next"/>`, 'g');
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
  // scripting on is text, and enter the document disabled. The print sheet's media never matches a screen.
  const head = headEnd === -1 ? '' : withoutDeferredStylesheets(html.slice(0, headEnd)).html;
  return (head.match(ANY_STYLESHEET) ?? []).filter((tag) => !/\sdisabled(?:=""|\s|\/?>)/.test(tag) && !isPrintStylesheetLink(tag));
}

/**
 * The rules of the page's stylesheets that its markup uses, as Beasties selects them, and those of the classes its
 * scripts can set (lib/performance/script-classes.mjs).
 * @param {string} html the page as Next.js wrote it
 * @param {{ beasties: import('beasties').default, scriptClasses?: Iterable<string> }} options
 */
async function selectRules(html, { beasties, scriptClasses = [] }) {
  const processed = await beasties.process(html.replace('</body>', `${stateMarkup(scriptClasses)}</body>`));
  const own = new Set([...html.matchAll(STYLE_ELEMENT)].map(([, css]) => css));
  return [...processed.matchAll(STYLE_ELEMENT)].map(([, css]) => css).filter((css) => !own.has(css)).join('');
}

/**
 * The page with its own rules in a <style> at the end of its <head> (after the script tags, which the
 * browser can then request first) and each Next stylesheet link moved after it, deferred. Throws on a
 * stylesheet link of another shape, or CSS that cannot be moved into the page as it is.
 * @param {string} source
 * @param {{ beasties: import('beasties').default, wholeSheets?: Map<string, string>, scriptClasses?: Iterable<string> }} options
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
  // Beasties sees only the links whose rules it picks: not the print sheet's either, whose rules no page carries.
  const forSelection = whole.reduce((page, [tag]) => page.replace(tag, ''), withoutPrintStylesheetLink(html));
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
  // The links after the <style>s: once a navigation applies the full sheet, its rules keep their own order.
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
function withoutCriticalCss(html) {
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
 * The stylesheets whose rules a page carries (the hrefs its <style> names).
 * @param {string} html
 * @returns {string[]}
 */
export function criticalCssSources(html) {
  return [...html.matchAll(new RegExp(`<style ${CRITICAL_FROM}="([^"]+)">`, 'g'))].flatMap(([, hrefs]) => hrefs.split(' '));
}

/**
 * The text of the page's own <style>, or '' if it has none.
 * @param {string} html
 */
export function criticalCssText(html) {
  return html.match(new RegExp(`<style ${CRITICAL_FROM}="[^"]+">([\\s\\S]*?)</style>`))?.[1] ?? '';
}
