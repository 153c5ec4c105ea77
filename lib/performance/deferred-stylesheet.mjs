// The site's whole stylesheet, linked at the end of a prerendered page's <head> after its first-screen rules
// (lib/performance/critical-css.mjs), waits until the page has loaded. The first screen's rules are already in the
// page; fetched at once, the sheet took a share of a slow connection from the scripts the page needs to hydrate, and
// when it landed the browser restyled every element in the middle of the load (its universal, :root and @property
// rules reach them all).
// - The page's HTML carries the link only inside a <noscript>: a browser without JavaScript loads it from there, as
//   before. A link written as `disabled` in the HTML would not do: Chromium's preload scanner fetches it anyway.
// - An inline script right after it (hashed into the page's CSP like Next's own, scripts/build/page-csp-headers.mjs)
//   puts the link into the document disabled, where a disabled stylesheet is never fetched and React still finds it
//   by its href (so it adopts it and a client-side navigation adds no second copy), then enables it at the window's
//   load event, or at the visitor's first scroll if that comes sooner: below-the-fold parts get their rules before
//   they are read. It runs whether or not the page's script files arrive.
// - Both sit in the <head>, before the first inline script of the RSC payload: React acts on the payload's hint for
//   the stylesheet as soon as Next's async script runs, which on a busy device is before the parser has reached the
//   end of <body>. With no disabled link there yet, React preloaded the sheet during the load.
// Plain JavaScript with JSDoc types: the post-build step runs under bare Node.

/** Marks the <noscript> that holds the links, the script that enables them, and the links it puts in the document. */
export const DEFERRED_STYLESHEET = 'data-deferred-stylesheet';

/** The inline script's exact text: its hash goes into each page's CSP, so it never varies. */
export const ENABLE_DEFERRED_STYLESHEETS =
  `(()=>{const n=document.querySelector("noscript[${DEFERRED_STYLESHEET}]"),t=document.createElement("template"),` +
  `o={once:!0,passive:!0},s=[];t.innerHTML=n.textContent;` +
  `for(const l of t.content.querySelectorAll("link")){l.disabled=!0;l.setAttribute("${DEFERRED_STYLESHEET}","");n.before(l);s.push(l)}` +
  `const e=()=>{removeEventListener("load",e,o);removeEventListener("scroll",e,o);for(const l of s)l.disabled=!1};` +
  `addEventListener("load",e,o);addEventListener("scroll",e,o)})()`;

/** One stylesheet link as Next.js writes it. */
const STYLESHEET_LINK = /<link rel="stylesheet" [^<>]*\/>/g;

const MARKED_BLOCK = new RegExp(
  `<noscript ${DEFERRED_STYLESHEET}="">([\\s\\S]*?)</noscript><script ${DEFERRED_STYLESHEET}="">[\\s\\S]*?</script>`,
  'g',
);

/**
 * The markup that replaces the page's stylesheet links, placed at the end of its <head>: the links in a <noscript>,
 * and the script that puts them in the document, disabled until the page has loaded.
 * @param {string[]} links `<link rel="stylesheet" … />` tags as Next.js wrote them
 */
export function deferredStylesheet(links) {
  if (links.length === 0) return '';
  for (const link of links) {
    if (link.match(STYLESHEET_LINK)?.[0] !== link) throw new Error(`A stylesheet link of an unexpected shape: ${link}`);
  }
  return `<noscript ${DEFERRED_STYLESHEET}="">${links.join('')}</noscript><script ${DEFERRED_STYLESHEET}="">${ENABLE_DEFERRED_STYLESHEETS}</script>`;
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
