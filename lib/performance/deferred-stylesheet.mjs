// The site's whole stylesheet, linked at the end of a prerendered page's <head> after the page's own rules
// (lib/performance/critical-css.mjs), is never applied to that page: the page carries every rule it uses, and the
// sheet, applied at load, made the browser restyle every element for nothing (its universal, :root and @property
// rules reach them all). It is there for the pages client-side navigation renders (lib/client-effects/
// deferred-stylesheets.ts fetches it when the visitor shows intent to follow a link, and applies it when they follow
// one, holding the navigation until it has loaded).
// - The page's HTML carries the link only inside a <noscript>: a browser without JavaScript loads it from there. A
//   link written as `disabled` in the HTML would not do: Chromium's preload scanner fetches it anyway.
// - An inline script right after it (hashed into the page's CSP like Next's own, scripts/build/page-csp-headers.mjs)
//   puts the link into the document disabled, where a disabled stylesheet is never fetched and React still finds it
//   by its href: it adopts it, so hydration inserts and fetches no copy of its own, and neither does a client-side
//   navigation.
// - Both sit in the <head>, before the first inline script of the RSC payload: React acts on the payload's hint for
//   the stylesheet as soon as Next's async script runs, which on a busy device is before the parser has reached the
//   end of <body>. With no disabled link there yet, React preloaded the sheet during the load.
// Plain JavaScript with JSDoc types: the post-build step runs under bare Node.

/** Marks the <noscript> that holds the links, the script that places them, and the links it puts in the document. */
export const DEFERRED_STYLESHEET = 'data-deferred-stylesheet';

/** The inline script's exact text: its hash goes into each page's CSP, so it never varies. */
export const PLACE_DEFERRED_STYLESHEETS =
  `(()=>{const n=document.querySelector("noscript[${DEFERRED_STYLESHEET}]"),t=document.createElement("template");` +
  `t.innerHTML=n.textContent;` +
  `for(const l of t.content.querySelectorAll("link")){l.disabled=!0;l.setAttribute("${DEFERRED_STYLESHEET}","");n.before(l)}})()`;

/** One stylesheet link as Next.js writes it. */
const STYLESHEET_LINK = /<link rel="stylesheet" [^<>]*\/>/g;

const MARKED_BLOCK = new RegExp(
  `<noscript ${DEFERRED_STYLESHEET}="">([\\s\\S]*?)</noscript><script ${DEFERRED_STYLESHEET}="">[\\s\\S]*?</script>`,
  'g',
);

/**
 * The markup that replaces the page's stylesheet links, placed at the end of its <head>: the links in a <noscript>,
 * and the script that puts them in the document, disabled.
 * @param {string[]} links `<link rel="stylesheet" … />` tags as Next.js wrote them
 */
export function deferredStylesheet(links) {
  if (links.length === 0) return '';
  for (const link of links) {
    if (link.match(STYLESHEET_LINK)?.[0] !== link) throw new Error(`A stylesheet link of an unexpected shape: ${link}`);
  }
  return `<noscript ${DEFERRED_STYLESHEET}="">${links.join('')}</noscript><script ${DEFERRED_STYLESHEET}="">${PLACE_DEFERRED_STYLESHEETS}</script>`;
}

/**
 * The page without its deferred-stylesheet blocks, and the links they held, as Next.js wrote them.
 * @param {string} html
 * @returns {{ html: string, links: string[] }}
 */
export function withoutDeferredStylesheets(html) {
  const links = [...html.matchAll(MARKED_BLOCK)].flatMap(([, tags]) => tags?.match(STYLESHEET_LINK) ?? []);
  return { html: html.replace(MARKED_BLOCK, ''), links };
}
