// The attributes the post-build step (critical-css.mjs) marks its <style> elements with, apart from that module so
// that a reader of built pages (scripts/bench/page-assets.mjs) need not load Beasties and Tailwind's scanner for them.

/** Marks the element holding the rules picked for the page's own markup, and names the stylesheet they came from. */
export const CRITICAL_FROM = 'data-critical-from';
/** Marks a stylesheet inlined whole, and names it. */
export const INLINED_FROM = 'data-inlined-from';
