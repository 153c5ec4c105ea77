/**
 * bench:main-thread --parts: one prerendered page's own HTML served with less of it, so each part's share of the
 * main thread is read off the real page rather than a rebuilt one (the floor's ladder, scripts/bench/floor.mjs):
 * its markup alone, then its own CSS (the rules it carries, and the site's stylesheet placed unapplied), its scripts,
 * and last the service worker it registers. The floor gets the first and the last rung, so each step can be set beside what
 * the framework itself costs. Plain Node ESM.
 */
import { DEFERRED_STYLESHEET } from '../../lib/performance/deferred-stylesheet.mjs';

// Every script but the one that places the deferred stylesheet, which belongs to the CSS rung; preloads of scripts
// go with them. Next writes `<` inside inline scripts as \u003c, so no script's text holds "</script>".
const SCRIPTS = new RegExp(`<script(?![^>]*${DEFERRED_STYLESHEET})[^>]*>[\\s\\S]*?</script>|<link rel="(?:preload|modulepreload)" as="script"[^>]*>`, 'g');
const STYLES = new RegExp(
  `<style[^>]*>[\\s\\S]*?</style>|<link rel="stylesheet"[^>]*>|<noscript ${DEFERRED_STYLESHEET}="">[\\s\\S]*?</noscript>`,
  'g',
);
const PLACE_FULL_SHEET = new RegExp(`<script ${DEFERRED_STYLESHEET}="">[\\s\\S]*?</script>`, 'g');

/** @param {string} html */
export const withoutScripts = (html) => html.replace(SCRIPTS, '');
/** @param {string} html */
const withoutCss = (html) => html.replace(PLACE_FULL_SHEET, '').replace(STYLES, '');

/**
 * The rungs, each one part more than the one before. `html` turns the page as served into the rung's page;
 * `serviceWorkers` is Playwright's context option (the worker registers after the load event, inside the window
 * measured, so only the last rung lets it).
 * @type {{ label: string, html: (html: string) => string, serviceWorkers: 'allow' | 'block', floor?: boolean }[]}
 */
export const PAGE_PARTS = [
  { label: 'markup only (no script, no CSS)', html: (html) => withoutCss(withoutScripts(html)), serviceWorkers: 'block', floor: true },
  { label: '+ its CSS', html: withoutScripts, serviceWorkers: 'block' },
  { label: '+ scripts (hydration)', html: (html) => html, serviceWorkers: 'block' },
  { label: '+ service worker (as served)', html: (html) => html, serviceWorkers: 'allow', floor: true },
];
