// Framework scripts after the first paint. Next.js puts every chunk of a page in `<script src async>` tags (and a
// low-priority preload), so they download alongside the stylesheet and run as soon as they arrive: on a repeat visit,
// or whenever they win the race, before the page has painted. This rewrite of the prerendered HTML lists them in a
// JSON block instead, and one inline loader, the same text on every page, adds them once the page has painted.
// Next has no option for it, hence our own step (scripts/build/scripts-after-paint.mjs, docs/performance.md).
// Plain JavaScript with JSDoc types: the post-build step and the benchmarks run under bare Node.

/** Id of the JSON block that lists the page's scripts, in the order Next wrote them. */
export const AFTER_PAINT_LIST_ID = 'after-paint-scripts';

/**
 * Adds the listed scripts once the browser reports the page's first paint (a `paint` performance entry, which comes
 * when the frame has been presented; a script added straight after the rendering step would still be requested
 * before that). Browsers without paint timing wait one frame. A page opened in a background tab paints nothing until
 * shown, so there, or when the tab is hidden during the load, the scripts load at once; and after 5 s they load
 * whatever happened, as Next's own tags would. Async like Next's tags: the bundler's runtime orders the chunks itself.
 */
export const AFTER_PAINT_LOADER =
  `(function(){var l=document.getElementById(${JSON.stringify(AFTER_PAINT_LIST_ID)});if(!l)return;` +
  'var s=JSON.parse(l.textContent),d=false;function go(){if(d)return;d=true;for(var i=0;i<s.length;i++){' +
  'var e=document.createElement("script");e.src=s[i];e.async=true;document.body.appendChild(e)}}' +
  'if(document.hidden)return go();document.addEventListener("visibilitychange",function(){if(document.hidden)go()});' +
  'setTimeout(go,5000);var P=window.PerformanceObserver;' +
  'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)' +
  'new P(function(_,o){o.disconnect();go()}).observe({type:"paint",buffered:true});' +
  'else requestAnimationFrame(function(){setTimeout(go,0)})})()';

// Exactly the tags React and Next write for a prerendered page; anything else with a src fails the step (below).
const ASYNC_SCRIPT = /<script src="([^"]+)" async=""><\/script>/g;
const ANY_SRC_SCRIPT = /<script\b[^>]*\bsrc=[^>]*>/gi;
const NO_MODULE = /\bnoModule\b/i;
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*\bhref="([^"]+)"[^>]*\/>/g;
const LIST_BLOCK = new RegExp(`<script id="${AFTER_PAINT_LIST_ID}" type="application/json">([\\s\\S]*?)</script>`);

/**
 * JSON that cannot close the script element it sits in.
 * @param {string[]} value
 */
const jsonInScript = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The page with its framework scripts moved behind the first paint. A page without any (already rewritten) comes back
 * unchanged; a script tag of another shape throws, so a change in Next's output fails the build instead of shipping a
 * page that loads half its chunks early.
 * @param {string} html
 * @returns {string}
 */
export function scriptsAfterPaint(html) {
  /** @type {string[]} */
  const sources = [];
  let rewritten = html.replace(ASYNC_SCRIPT, (_, src) => {
    if (!sources.includes(src)) sources.push(src);
    return '';
  });
  const unexpected = [...rewritten.matchAll(ANY_SRC_SCRIPT)].map(([tag]) => tag).filter((tag) => !NO_MODULE.test(tag));
  if (unexpected.length > 0) throw new Error(`Script tags of an unexpected shape: ${unexpected.join(' ')}`);
  if (sources.length === 0) return html;
  if (LIST_BLOCK.test(rewritten)) throw new Error('The page already lists scripts for after the first paint');
  // The preloads would download the chunks before the paint anyway; the loader requests them right after it.
  rewritten = rewritten.replace(SCRIPT_PRELOAD, (tag, href) => (sources.includes(href) ? '' : tag));
  const end = rewritten.lastIndexOf('</body>');
  if (end === -1) throw new Error('No </body> to put the loader before');
  const blocks =
    `<script id="${AFTER_PAINT_LIST_ID}" type="application/json">${jsonInScript(sources)}</script>` +
    `<script>${AFTER_PAINT_LOADER}</script>`;
  return rewritten.slice(0, end) + blocks + rewritten.slice(end);
}

/**
 * The scripts a rewritten page adds after its first paint (empty for a page that was not rewritten).
 * @param {string} html
 * @returns {string[]}
 */
export function afterPaintScripts(html) {
  const block = LIST_BLOCK.exec(html);
  return block ? JSON.parse(block[1]) : [];
}
