/*
 * Builds the site search index from the HTML that `next build` prerendered, into public/pagefind/,
 * where `next start` and Vercel both serve it as static files. Runs inside `npm run build`
 * (package.json "build:search"), after `next build`.
 *
 * Pagefind indexes only what pages mark with data-pagefind-body (components/search/search-indexed.tsx),
 * so the home, 404, offline and search pages and all header and footer chrome stay out of it.
 * Files are named by their route here, because the prerendered names (about.html) are not the URLs.
 * A page whose own content file spells out what a visitor types as an abbreviation carries it as metadata
 * (ABBREVIATIONS).
 *
 * Usage: node scripts/build-search-index.mjs   (NEXT_DIST_DIR picks another build folder)
 */
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import * as pagefind from 'pagefind';
import { abbreviationsOf, withAbbreviations } from './build/search-abbreviations.mjs';

const ROOT = process.cwd();
const APP_DIR = join(ROOT, process.env.NEXT_DIST_DIR || '.next', 'server', 'app');
const OUTPUT_DIR = join(ROOT, 'public', 'pagefind');
/** The list of every index file, which the service worker caches after a first search (lib/service-worker/worker.js). */
const FILE_LIST = 'files.json';

/**
 * Pagefind's ready-made interfaces and its web worker: the search page has its own interface and runs
 * Pagefind on the page (lib/search/pagefind.ts, noWorker), so these would only be deployed unused.
 */
const UNUSED_FILE = /^pagefind-(?:component-ui|modular-ui|ui|highlight|worker)\.(?:js|css)$/;

/** The route a prerendered file answers: index.html → /, services/ai-solutions.html → /services/ai-solutions. */
function routeOfHtmlFile(file) {
  const route = `/${file.split(sep).join('/').replace(/\.html$/, '')}`;
  return route === '/index' ? '/' : route;
}

async function htmlFiles(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => relative(APP_DIR, join(entry.parentPath, entry.name)));
}

function fail(step, errors) {
  if (errors.length === 0) return;
  throw new Error(`Search index: ${step} failed:\n${errors.join('\n')}`);
}

async function main() {
  const started = performance.now();
  // What a screen reader skips is not page text either: initials beside a name, list numbers, arrows.
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en', excludeSelectors: ['[aria-hidden="true"]'] });
  fail('createIndex', errors);

  let indexed = 0;
  for (const file of await htmlFiles(APP_DIR)) {
    const url = routeOfHtmlFile(file);
    // Next's internal pages (/_not-found, /_global-error) are never search results.
    if (url.split('/').some((segment) => segment.startsWith('_'))) continue;
    const html = withAbbreviations(await readFile(join(APP_DIR, file), 'utf8'), await abbreviationsOf(url, ROOT));
    const added = await index.addHTMLFile({ url, content: html });
    fail(`adding ${file}`, added.errors);
    // Pagefind drops pages without data-pagefind-body once any page has it; it still reports them here.
    indexed += 1;
  }

  await rm(OUTPUT_DIR, { recursive: true, force: true });
  const written = await index.writeFiles({ outputPath: OUTPUT_DIR });
  fail('writeFiles', written.errors);
  const files = [];
  for (const file of (await index.getFiles()).files) {
    const path = file.path.split(sep).join('/');
    if (UNUSED_FILE.test(path)) await rm(join(OUTPUT_DIR, path));
    else files.push(`/pagefind/${path}`);
  }
  await writeFile(join(OUTPUT_DIR, FILE_LIST), JSON.stringify(files.sort()));
  await pagefind.close();
  console.log(`Search index: ${indexed} pages read, ${files.length} files in public/pagefind/, listed in ${FILE_LIST} (${Math.round(performance.now() - started)} ms)`);
}

await main();
