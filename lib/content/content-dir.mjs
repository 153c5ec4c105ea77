import { resolve } from 'node:path';

/**
 * The folder the Markdown content is read from: content/ in the project root, or SITE_CONTENT_DIR where the files are
 * elsewhere (the benchmark floor builds in its own folder but renders the site's content; e2e/dev-loop.spec.ts edits
 * a copy). Plain JavaScript: the development loader (scripts/dev/watch-content-loader.cjs) watches the same folder.
 * @param {string} [root] the project root
 * @returns {string}
 */
export function contentDir(root = process.cwd()) {
  return resolve(/*turbopackIgnore: true*/ root, process.env.SITE_CONTENT_DIR || 'content');
}
