// A Content-Security-Policy as text and as directives, and each page's policy: the site's template with the page's
// own script sources. Plain JavaScript (with JSDoc types): the post-build step runs under bare Node.

/**
 * Script sources a page needs beyond 'self' and its hashes. Pagefind's search runs WebAssembly, which needs
 * 'wasm-unsafe-eval' (never 'unsafe-eval', which would let strings run as code).
 * Pinned to SEARCH_PATH (lib/search/config.ts) by __tests__/security/page-headers.test.ts.
 * @type {ReadonlyArray<{ route: string; sources: readonly string[] }>}
 */
export const ROUTE_SCRIPT_SOURCES = [{ route: '/search', sources: ["'wasm-unsafe-eval'"] }];

/**
 * A policy as ordered directives, read as browsers read it (CSP3, "parse a serialized CSP"): names in any capitals,
 * and a directive given twice keeps its first copy, since browsers ignore the later ones.
 * @param {string} policy
 * @returns {Array<[string, string[]]>}
 */
export function parsePolicy(policy) {
  /** @type {Map<string, string[]>} */
  const directives = new Map();
  for (const part of policy.split(';')) {
    const [name = '', ...sources] = part.trim().split(/\s+/);
    const key = name.toLowerCase();
    if (key && !directives.has(key)) directives.set(key, sources);
  }
  return [...directives];
}

/**
 * @param {Array<[string, string[]]>} directives
 * @returns {string}
 */
function formatPolicy(directives) {
  return directives.map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/**
 * Extra script sources for one route (see ROUTE_SCRIPT_SOURCES).
 * @param {string} route
 * @returns {string[]}
 */
export function extraScriptSources(route) {
  return ROUTE_SCRIPT_SOURCES.filter((rule) => rule.route === route).flatMap((rule) => [...rule.sources]);
}

/**
 * The template policy with the page's own script sources: the template's script-src (never 'unsafe-inline'),
 * the route's extra sources and one quoted hash per inline script.
 * @param {string} template
 * @param {{ route: string; hashes: readonly string[] }} page
 * @returns {string}
 */
export function pagePolicy(template, { route, hashes }) {
  const directives = parsePolicy(template);
  const scriptSrc = directives.find(([name]) => name === 'script-src');
  if (!scriptSrc) throw new Error(`The template policy has no script-src: ${template}`);
  const base = scriptSrc[1].filter((source) => source !== "'unsafe-inline'");
  scriptSrc[1] = [...new Set([...base, ...extraScriptSources(route), ...hashes.map((hash) => `'${hash}'`)])];
  return formatPolicy(directives);
}
