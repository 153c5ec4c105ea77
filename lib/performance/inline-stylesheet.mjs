// The site's one stylesheet, inlined into each prerendered page's HTML. With a `<link>`, a first visit cannot paint
// until a second request has come back: one more round trip (about 0.6 s on a slow phone, docs/performance.md).
// Next's `experimental.inlineCss` also writes the CSS into the page's RSC payload, so every page would carry it twice;
// this post-build rewrite (scripts/build/inline-stylesheet.mjs) touches the markup only. The `<link>` stays, disabled:
// a disabled stylesheet is never fetched or applied, and React, which finds its stylesheets by href, adopts it as
// already inserted instead of adding the file again after hydration (a second download and a second style pass).
// Plain JavaScript with JSDoc types: the post-build step runs under bare Node.

/** Marks the inlined element, and says which file it came from. */
export const INLINED_FROM = 'data-inlined-from';

// Exactly the tag Next writes for a page's CSS chunk; any other stylesheet link fails the step (below).
const NEXT_STYLESHEET = /<link rel="stylesheet" href="([^"]+)" data-precedence="next"\/>/g;
const ANY_STYLESHEET = /<link\b[^>]*\brel="stylesheet"[^>]*>/gi;
const DISABLED = /\sdisabled(?:=""|\s|\/?>)/i;
// Each url() of the stylesheet, its argument read to the closing quote: an SVG inside a data: URL has url()s of its
// own (`url(%23gradient)`), which belong to the image, not to the stylesheet.
const URL_TOKEN = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)"'\s]*))\s*\)/gi;
const ABSOLUTE_OR_DATA = /^(?:data:|https?:|\/)/i;

/**
 * The stylesheet's relative url()s: inlined, they would resolve against the page instead of the stylesheet.
 * @param {string} css
 */
const relativeUrls = (css) =>
  [...css.matchAll(URL_TOKEN)].map(([, double, single, bare]) => double ?? single ?? bare).filter((url) => !ABSOLUTE_OR_DATA.test(url));

/**
 * The page's stylesheet links the browser would fetch and wait for (every one but the disabled).
 * @param {string} html
 * @returns {string[]}
 */
export const enabledStylesheetLinks = (html) => (html.match(ANY_STYLESHEET) ?? []).filter((tag) => !DISABLED.test(tag));

/**
 * The page with each of its stylesheets inlined, in order, at the end of its `<head>`: after the script tags, which
 * the browser can then request before it has read the stylesheet's text (8 KB gzipped, about 45 ms on a slow
 * link). The first paint still waits for the styles, which come before `<body>`. `readStylesheet` returns a
 * stylesheet's text by its href. Throws on CSS that cannot be moved into the page as it is.
 * @param {string} html
 * @param {(href: string) => string} readStylesheet
 * @returns {string}
 */
export function inlineStylesheets(html, readStylesheet) {
  /** @type {string[]} */
  const styles = [];
  const inlined = html.replace(NEXT_STYLESHEET, (_, href) => {
    const css = readStylesheet(href);
    if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style", which would end the inlined element`);
    if (relativeUrls(css).length > 0) throw new Error(`${href} has a relative url(), which would resolve against the page`);
    styles.push(`<style ${INLINED_FROM}="${href}">${css}</style>`);
    return `<link rel="stylesheet" href="${href}" data-precedence="next" disabled=""/>`;
  });
  const left = enabledStylesheetLinks(inlined);
  if (left.length > 0) throw new Error(`Stylesheet links of an unexpected shape: ${left.join(' ')}`);
  if (styles.length === 0) return html;
  const headEnd = inlined.indexOf('</head>');
  if (headEnd === -1) throw new Error('No </head> to put the inlined stylesheets before');
  return inlined.slice(0, headEnd) + styles.join('') + inlined.slice(headEnd);
}

/**
 * The hrefs of the stylesheets inlined into a page.
 * @param {string} html
 * @returns {string[]}
 */
export function inlinedStylesheets(html) {
  return [...html.matchAll(new RegExp(`<style ${INLINED_FROM}="([^"]+)">`, 'g'))].map(([, href]) => href);
}
