// Shared by the layout's client effects (no React here), the stylesheet's rule in app/globals.css and the post-build
// critical-CSS step (lib/performance/critical-css.mjs).
//
// While a page loads, blocks marked RENDER_WHEN_NEAR that lie below a phone's first screen are skipped by the
// browser's first layout and paint (`content-visibility: auto`): on a long page that first layout was most of the
// work before the first paint. Once the page has hydrated and the browser is idle, SETTLED goes on <html> and the
// blocks render as any other markup. They are not kept skipped for good: axe, in Lighthouse (the score the firm sees
// in PageSpeed Insights) and in our browser suite, hit-tests elements to find their backgrounds and whether a target
// is covered, and skipped content cannot be hit-tested, so footer links read as white on white and topic chips as
// covered (docs/performance.md, "Tried and not kept"). A visitor without JavaScript keeps the skipping, which only
// ever defers work.

/** The class on a block that may wait for the visitor to scroll near it while the page loads. */
export const RENDER_WHEN_NEAR = 'render-when-near';
/** Set on <html> once the page has hydrated and the browser has had an idle moment. */
export const SETTLED = 'data-settled';
/** The rule's selector in app/globals.css; the critical-CSS step always keeps it in a page's first-screen rules. */
export const RENDER_WHEN_NEAR_SELECTOR = `html:not([${SETTLED}]) .${RENDER_WHEN_NEAR}`;
