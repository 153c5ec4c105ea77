const { createHash } = require('node:crypto');
const { readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');
const { contentDir } = require('../../lib/content/content-dir.mjs');

/**
 * `next dev` only (turbopack.rules in next.config.ts), on the two modules that read content/ with fs. Turbopack cannot
 * see those reads, so an edited .md file showed only after a restart. The loader names the folder as the module's
 * dependency (Turbopack re-runs it when a file there changes) and appends a digest of the Markdown, so the module's
 * code changes with it: an unchanged output would not be evaluated again, nor would what is derived from it.
 */
module.exports = function watchContentLoader(source) {
  const dir = contentDir(this.rootContext);
  this.addContextDependency(dir);
  const digest = createHash('sha256');
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.md')).sort()) {
    digest.update(`${name}\0`).update(readFileSync(path.join(dir, name))).update('\0');
  }
  return `${source}\n// content/**/*.md: ${digest.digest('hex')}\n`;
};
