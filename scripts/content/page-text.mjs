#!/usr/bin/env node
/*
 * The words every prerendered page shows, one block per line, compared with a committed snapshot
 * (__tests__/fixtures/page-text.txt). It proves that moving the content (issue 23) left every page
 * reading as before, and any later edit to the words shows up as a diff of that file.
 *
 * Usage, after `npm run build`:
 *   node scripts/content/page-text.mjs           check: exit 1 and print the differing lines
 *   node scripts/content/page-text.mjs --write   rewrite the snapshot (commit it with the content edit); it refuses
 *     while a page of the snapshot is gone from the build and content/redirects.ts leads nowhere from its address
 *     (a renamed slug or a removed page breaks every link to it); `--drop /path` lets that address fail
 * NEXT_DIST_DIR picks another build folder; PAGE_TEXT_SNAPSHOT another snapshot (the tests').
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { Parser } from 'htmlparser2';
import { isPagePath } from '../../lib/security/canonical-paths.mjs';
import { importTs } from '../lib/import-ts.mjs';

const ROOT = process.cwd();
const APP_DIR = join(ROOT, process.env.NEXT_DIST_DIR || '.next', 'server', 'app');
const SNAPSHOT = process.env.PAGE_TEXT_SNAPSHOT || join(ROOT, '__tests__', 'fixtures', 'page-text.txt');

const BUILD_YEAR = /^© \d{4} /;
/** Elements whose text a visitor never reads. */
const SKIPPED = new Set(['script', 'style', 'template', 'noscript', 'svg']);
/** Elements that run inside a line of text; every other element starts a new line. */
const INLINE = new Set(['a', 'abbr', 'b', 'cite', 'code', 'em', 'i', 'kbd', 'mark', 'q', 's', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'u']);

/** The visible text of one HTML page: its title, whether Pagefind indexes it, then one line per block. */
export function pageText(html) {
  const lines = [];
  let line = '';
  let skipping = 0;
  let title = '';
  let inTitle = false;
  let indexed = false;
  const breakLine = () => {
    const text = line.replace(/\s+/g, ' ').trim();
    if (text) lines.push(text);
    line = '';
  };
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if ('data-pagefind-body' in attributes) indexed = true;
        if (name === 'title') inTitle = true;
        if (SKIPPED.has(name)) skipping += 1;
        if (!INLINE.has(name)) breakLine();
        if (name === 'img' && attributes.alt && skipping === 0) line += ` [image: ${attributes.alt}] `;
      },
      ontext(text) {
        if (inTitle) title += text;
        else if (skipping === 0) line += text;
      },
      onclosetag(name) {
        if (name === 'title') inTitle = false;
        if (SKIPPED.has(name)) skipping -= 1;
        if (!INLINE.has(name)) breakLine();
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  breakLine();
  return { title: title.replace(/\s+/g, ' ').trim(), indexed, lines };
}

/** The route a prerendered file answers: index.html → /, services/ai-solutions.html → /services/ai-solutions. */
function routeOf(file) {
  const route = `/${file.split(sep).join('/').replace(/\.html$/, '')}`;
  return route === '/index' ? '/' : route;
}

/** Every prerendered page of the build, as the snapshot's text. */
function buildText(appDir = APP_DIR) {
  if (!existsSync(appDir)) throw new Error(`No build at ${appDir}: run \`npm run build\` first.`);
  const files = readdirSync(appDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => relative(appDir, join(entry.parentPath, entry.name)))
    .sort();
  return files
    .map((file) => {
      const { title, indexed, lines } = pageText(readFileSync(join(appDir, file), 'utf8'));
      // The footer's year is the build's (the visitor's clock then takes over): not a word a content edit changes.
      const words = lines.map((line) => line.replace(BUILD_YEAR, '© {year} '));
      return [`=== ${routeOf(file)}`, `title: ${title}`, `search index: ${indexed ? 'yes' : 'no'}`, ...words, ''].join('\n');
    })
    .join('\n');
}

/** Lines shown on each side of a page's difference; the rest are counted. */
const SHOWN_PER_SIDE = 3;

/**
 * The lines only `a` has and the lines only `b` has, in page order, by a longest common subsequence: a line that
 * also appears elsewhere on the page (a repeated paragraph) still counts when it is added or removed.
 */
function lineChanges(a, b) {
  const common = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      common[i][j] = a[i] === b[j] ? common[i + 1][j + 1] + 1 : Math.max(common[i + 1][j], common[i][j + 1]);
    }
  }
  const removed = [];
  const added = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      i += 1;
      j += 1;
    } else if (j < b.length && (i === a.length || common[i][j + 1] >= common[i + 1][j])) added.push(b[j++]);
    else removed.push(a[i++]);
  }
  return { removed, added };
}

/** The first few lines of one side, marked, then how many more there are. */
function side(mark, lines, what) {
  const more = lines.length - SHOWN_PER_SIDE;
  return [
    ...lines.slice(0, SHOWN_PER_SIDE).map((line) => `  ${mark} ${line.slice(0, 200)}`),
    ...(more > 0 ? [`  … ${more} more ${what} line${more === 1 ? '' : 's'}`] : []),
  ];
}

/** Each page's route in a snapshot's text, in order. */
const routesOf = (text) => [...text.matchAll(/^=== (.+)$/gm)].map((match) => match[1]);

/**
 * The pages of the snapshot that are gone from the build with nothing leading from their address: their links,
 * bookmarks and search results would end on a not-found page. Fallback views ("_unknown", "_not-found") are no address.
 */
export function goneWithoutRedirect(expected, actual, redirectedFrom) {
  const built = new Set(routesOf(actual));
  return routesOf(expected).filter((route) => isPagePath(route) && !built.has(route) && !redirectedFrom.has(route));
}

/** The routes whose text differs, each with its first few removed and added lines and the count of the rest. */
export function differences(expected, actual) {
  const pages = (text) => new Map(text.split(/^(?==== )/m).filter(Boolean).map((page) => [page.split('\n', 1)[0], page.split('\n')]));
  const before = pages(expected);
  const after = pages(actual);
  const report = [];
  for (const route of new Set([...before.keys(), ...after.keys()])) {
    const a = before.get(route);
    const b = after.get(route);
    if (!a) report.push(`${route}: new page`);
    else if (!b) report.push(`${route}: page gone (a renamed or removed page needs a redirect: content/redirects.ts)`);
    else if (a.join('\n') !== b.join('\n')) {
      const { removed, added } = lineChanges(a, b);
      const moved = removed.length === added.length && [...removed].sort().join('\n') === [...added].sort().join('\n');
      report.push(`${route}:`, ...side('-', removed, 'removed'), ...side('+', added, 'added'), ...(moved ? ['  (the same lines in another order)'] : []));
    }
  }
  return report;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const text = buildText();
  if (process.argv.includes('--write')) {
    const { allRedirects } = await importTs('lib/content/redirects.ts');
    const dropped = new Set(process.argv.flatMap((arg, index) => (process.argv[index - 1] === '--drop' ? [arg] : [])));
    const gone = goneWithoutRedirect(readFileSync(SNAPSHOT, 'utf8'), text, new Set(allRedirects().map(({ from }) => from)))
      .filter((route) => !dropped.has(route));
    if (gone.length > 0) {
      console.error(
        `Page text: not written. ${gone.length === 1 ? 'This page is' : 'These pages are'} gone from the build, and nothing leads from ${gone.length === 1 ? 'its address' : 'their addresses'}:\n` +
          gone.map((route) => `  ${route}`).join('\n') +
          '\nAdd a redirect to the page that replaces each to content/redirects.ts (docs/content.md, "Rename or remove a page"), ' +
          'rebuild and write again; or pass `--drop <path>` for an address that may end on the not-found page.',
      );
      process.exit(1);
    }
    writeFileSync(SNAPSHOT, text);
    console.log(`Page text: wrote ${relative(ROOT, SNAPSHOT)} (${text.split(/^=== /m).length - 1} pages).`);
  } else {
    const report = differences(readFileSync(SNAPSHOT, 'utf8'), text);
    if (report.length > 0) {
      console.error(`Page text differs from ${relative(ROOT, SNAPSHOT)}:\n${report.join('\n')}`);
      console.error('If the change is intended, run `node scripts/content/page-text.mjs --write` and commit the snapshot.');
      process.exit(1);
    }
    console.log(`Page text: every page matches ${relative(ROOT, SNAPSHOT)}.`);
  }
}
