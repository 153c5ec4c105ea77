#!/usr/bin/env node
// Runs right after `next build`, before page-csp-headers.mjs hashes the pages' inline scripts (package.json "build"):
// rewrites every prerendered page so the framework's scripts load after its first paint
// (lib/performance/scripts-after-paint.mjs). `next start` serves these files; `vercel build` copies them.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { scriptsAfterPaint } from '../../lib/performance/scripts-after-paint.mjs';
import { assertPrerenderManifest, prerenderedPages } from '../../lib/security/page-headers.mjs';

const distDir = path.resolve(process.env.NEXT_DIST_DIR || '.next');
const prerenderManifest = JSON.parse(readFileSync(path.join(distDir, 'prerender-manifest.json'), 'utf8'));
assertPrerenderManifest(prerenderManifest);

let rewritten = 0;
const pages = prerenderedPages(prerenderManifest);
for (const { file } of pages) {
  const htmlFile = path.join(distDir, 'server', 'app', file);
  const html = readFileSync(htmlFile, 'utf8');
  const after = scriptsAfterPaint(html);
  if (after === html) continue;
  writeFileSync(htmlFile, after);
  rewritten += 1;
}
console.log(`scripts-after-paint: ${rewritten} of ${pages.length} prerendered pages load their scripts after the first paint`);
