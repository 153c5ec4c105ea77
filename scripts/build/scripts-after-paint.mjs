#!/usr/bin/env node
// Runs right after `next build`, before page-csp-headers.mjs hashes the pages' inline scripts (package.json "build"):
// rewrites every prerendered page so the framework's scripts load after its first paint
// (lib/performance/scripts-after-paint.mjs). `next start` serves these files; `vercel build` copies them. Next also
// writes the not-found and error views as server/pages/404.html and 500.html, which Vercel serves for unknown paths.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { scriptsAfterPaint } from '../../lib/performance/scripts-after-paint.mjs';
import { assertPrerenderManifest, prerenderedPages } from '../../lib/security/page-headers.mjs';

const distDir = path.resolve(process.env.NEXT_DIST_DIR || '.next');
const prerenderManifest = JSON.parse(readFileSync(path.join(distDir, 'prerender-manifest.json'), 'utf8'));
assertPrerenderManifest(prerenderManifest);

const pagesDir = path.join(distDir, 'server', 'pages');
const fallbackViews = existsSync(pagesDir) ? readdirSync(pagesDir).filter((name) => name.endsWith('.html')) : [];
const files = [
  ...prerenderedPages(prerenderManifest).map(({ file }) => path.join(distDir, 'server', 'app', file)),
  ...fallbackViews.map((name) => path.join(pagesDir, name)),
];
let rewritten = 0;
for (const htmlFile of files) {
  const html = readFileSync(htmlFile, 'utf8');
  const after = scriptsAfterPaint(html);
  if (after === html) continue;
  writeFileSync(htmlFile, after);
  rewritten += 1;
}
console.log(`scripts-after-paint: ${rewritten} of ${files.length} prerendered pages and views load their scripts after the first paint`);
