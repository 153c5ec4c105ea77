// The class names a page's own scripts can set once it runs (a form's error colour, an open menu's panel, the header
// once scrolled): no element of the prerendered HTML carries them, so Beasties, which picks rules by the markup, leaves
// their rules out, and the site's full stylesheet is not applied to the page (lib/performance/deferred-stylesheet.mjs):
// that state would show unstyled. The post-build step hands these classes to Beasties as well (stateMarkup), so each
// page's CSS holds the states its scripts can show. Tailwind's own scanner, the one that found the classes in our
// source, finds them in the built chunks: class strings survive minification. Plain JavaScript with JSDoc types: the
// post-build step runs under bare Node.
import { Scanner } from '@tailwindcss/oxide';
import { DEPLOYMENT_QUERY } from './deployment-query.mjs';
import { escapeAttribute } from './html-attribute.mjs';

const scanner = new Scanner({});

/**
 * A module script the page loads, its file without a deployment query (the noModule polyfills, which no current
 * browser runs, are left out).
 */
const PAGE_SCRIPT = new RegExp(String.raw`<script src="/_next/(static/chunks/[^"?]+\.js)(?:${DEPLOYMENT_QUERY})?"(?![^>]*\bnoModule)[^>]*>`, 'g');
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;

/**
 * The build-folder paths (`static/chunks/….js`) of the page's own module scripts: those it loads, less the
 * framework's (`rootMainFiles` of Next's build manifest), whose strings set none of our classes.
 * @param {string} html
 * @param {string[]} rootMainFiles
 */
export const pageScripts = (html, rootMainFiles) =>
  [...html.matchAll(PAGE_SCRIPT)].map(([, file]) => file).filter((file) => !rootMainFiles.includes(file));

/**
 * Every string in a built script that Tailwind would read as a class candidate; most match no rule and cost nothing.
 * @param {string} script
 */
export const classCandidates = (script) => scanner.scanFiles([{ content: script, extension: 'js' }]);

/**
 * The candidates that no element of the page's HTML carries: the states its scripts add. A class the HTML has is
 * picked by the markup already.
 * @param {string} html the whole page
 * @param {Iterable<string>} candidates
 */
export function classesOnlyScriptsSet(html, candidates) {
  const inMarkup = new Set([...html.matchAll(CLASS_ATTRIBUTE)].flatMap(([, list]) => list.split(/\s+/)));
  return [...new Set(candidates)].filter((candidate) => !inMarkup.has(candidate));
}


/**
 * Markup for Beasties alone, never for the page: two nested elements carrying every class, so rules on one class and
 * rules on a class inside another (`.group:hover .group-hover\:…`, `.stack-2>:not(:last-child)`) both match.
 * @param {Iterable<string>} classes
 */
export function stateMarkup(classes) {
  const list = escapeAttribute([...new Set(classes)].join(' '));
  return list ? `<div hidden class="${list}"><div class="${list}"></div></div>` : '';
}
