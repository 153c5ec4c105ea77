// One escape for text put into a RegExp source (routes, path-to-regexp sources, HTML tags), shared by build steps,
// Vercel-output checks and client code. Plain JavaScript: bare Node runs the build steps.

/**
 * `text` as a literal inside a regular expression (and a path-to-regexp source, where `/` is escaped too).
 * @param {string} text
 */
export const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
