// Plain JavaScript (with JSDoc types) so the post-build step and the Vercel-output check, which run under bare Node,
// share this code with the TypeScript tests.
import { createHash } from 'node:crypto';

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** Types a browser executes; JSON-LD and other data blocks are not scripts to CSP. */
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/**
 * @param {string} attributes
 * @param {string} name
 * @returns {string | undefined}
 */
function attribute(attributes, name) {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(attributes);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/**
 * CSP source value ('sha256-…', without quotes) for an inline script's exact text.
 * @param {string} text
 * @returns {string}
 */
export function sha256Source(text) {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

/**
 * The exact text of every inline script a browser would execute (no `src`, executable type, not empty), in order.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScripts(html) {
  const scripts = [];
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT_ELEMENT)) {
    const type = (attribute(attributes, 'type') ?? '').trim().toLowerCase();
    if (!EXECUTABLE_TYPES.has(type)) continue;
    if (attribute(attributes, 'src') === undefined && body.length > 0) scripts.push(body);
  }
  return scripts;
}

/**
 * The hash sources a page's HTML needs: one per inline script (script files
 * are same-origin and allowed by 'self'). Sorted and without duplicates.
 * @param {string} html
 * @returns {string[]}
 */
export function scriptHashesOfHtml(html) {
  return [...new Set(inlineScripts(html).map(sha256Source))].sort();
}
