#!/usr/bin/env node
// Runs right after `next build` (package.json "build"), before the critical-CSS step: writes each marked artwork into
// its prerendered page as a data: URL (lib/performance/inline-artwork.mjs). `next start` serves these files and
// `vercel build` copies them. A marked image that is not one of our SVG artworks fails the build: it would silently
// cost the page its largest paint.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { inlineMarkedArtwork } from '../../lib/performance/inline-artwork.mjs';
import { assertPrerenderManifest, prerenderedPages } from '../../lib/prerendered-pages.mjs';

const distDir = path.resolve(process.env.NEXT_DIST_DIR || '.next');
const publicDir = path.resolve('public');
const prerenderManifest = JSON.parse(readFileSync(path.join(distDir, 'prerender-manifest.json'), 'utf8'));
assertPrerenderManifest(prerenderManifest);

const readSvg = (src) => {
  try {
    return readFileSync(path.join(publicDir, src), 'utf8');
  } catch {
    return null;
  }
};

let pages = 0;
const problems = [];
for (const { route, file } of prerenderedPages(prerenderManifest)) {
  const htmlFile = path.join(distDir, 'server', 'app', file);
  const html = readFileSync(htmlFile, 'utf8');
  const result = inlineMarkedArtwork(html, readSvg);
  problems.push(...result.missing.map((src) => `${route}: ${src}`));
  if (result.inlined.length === 0) continue;
  writeFileSync(htmlFile, result.html);
  pages += 1;
}
if (problems.length) {
  console.error(`inline-artwork: marked images that are not our SVG artworks:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`inline-artwork: the first screen's artwork written into ${pages} prerendered pages`);
