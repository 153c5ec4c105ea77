#!/usr/bin/env node
// Runs right after `next build` (package.json "build"): inlines the stylesheet into every prerendered page
// (lib/performance/inline-stylesheet.mjs). `next start` serves these files and `vercel build` copies them, with the
// not-found and error views Next also writes as server/pages/404.html and 500.html (Vercel serves them for unknown paths).
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { inlineStylesheets } from '../../lib/performance/inline-stylesheet.mjs';
import { assertPrerenderManifest, prerenderedPages } from '../../lib/security/page-headers.mjs';

const distDir = path.resolve(process.env.NEXT_DIST_DIR || '.next');
const prerenderManifest = JSON.parse(readFileSync(path.join(distDir, 'prerender-manifest.json'), 'utf8'));
assertPrerenderManifest(prerenderManifest);

// Every page names the same stylesheet: read each file once.
const stylesheets = new Map();
/** @param {string} href */
function readStylesheet(href) {
  if (!href.startsWith('/_next/static/')) throw new Error(`A stylesheet outside the build's static files: ${href}`);
  if (!stylesheets.has(href)) stylesheets.set(href, readFileSync(path.join(distDir, href.slice('/_next/'.length)), 'utf8'));
  return stylesheets.get(href);
}

const pagesDir = path.join(distDir, 'server', 'pages');
const fallbackViews = existsSync(pagesDir) ? readdirSync(pagesDir).filter((name) => name.endsWith('.html')) : [];
const files = [
  ...prerenderedPages(prerenderManifest).map(({ file }) => path.join(distDir, 'server', 'app', file)),
  ...fallbackViews.map((name) => path.join(pagesDir, name)),
];
let rewritten = 0;
for (const file of files) {
  const html = readFileSync(file, 'utf8');
  const inlined = inlineStylesheets(html, readStylesheet);
  if (inlined === html) continue;
  writeFileSync(file, inlined);
  rewritten += 1;
}
// `next start` keeps a copy of each page it has served in server/route-cache: one left from an earlier run in this
// folder would still hold the page as it was.
rmSync(path.join(distDir, 'server', 'route-cache'), { recursive: true, force: true });
console.log(`inline-stylesheet: the stylesheet inlined into ${rewritten} of ${files.length} prerendered pages and views`);
