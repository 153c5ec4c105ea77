// The site's print rules live in one plain stylesheet, public/print.css, and no page carries them in its inline CSS:
// every byte inline is a byte of every first view (the budget on a page's own rules is in docs/performance.md). The
// root layout links the sheet with media="print", which the browser fetches at the lowest priority and never waits
// for to paint a screen, with or without JavaScript, under `next start` and on Vercel (a public/ file is a static file
// on both). Its address carries a hash of its text (next.config.ts), so it is cached for a year and a new text is a
// new address. Plain JavaScript, no Node modules: the post-build step, the checks and the service worker read it.

/** Where public/print.css is served. */
export const PRINT_STYLESHEET_PATH = '/print.css';

/** Sent with the sheet: its address changes with its text. */
export const PRINT_STYLESHEET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The one link the root layout writes, exactly as React renders it; the version is 10 hex digits of a SHA-256. */
const PRINT_LINK = /<link rel="stylesheet" href="(\/print\.css\?v=[0-9a-f]{10})" media="print"\/>/;

/**
 * Whether a stylesheet link is the print sheet's: the one stylesheet a first view fetches, for print only, so no
 * paint waits for it.
 * @param {string} tag a `<link …>` tag
 */
export function isPrintStylesheetLink(tag) {
  return PRINT_LINK.exec(tag)?.[0] === tag;
}

/**
 * The print sheet's address as a page links it, or null.
 * @param {string} html
 */
export function printStylesheetHref(html) {
  return PRINT_LINK.exec(html)?.[1] ?? null;
}

/**
 * The page without the print sheet's link: what picks a page's screen rules (critical-css.mjs) leaves it alone.
 * @param {string} html
 */
export function withoutPrintStylesheetLink(html) {
  return html.replace(PRINT_LINK, '');
}
