#!/usr/bin/env node
// Runs right after `next build` (package.json "build"): puts into each prerendered page the CSS rules it uses (with
// those of the classes only its scripts set) and leaves its stylesheet link for client-side navigations, unapplied
// (lib/performance/critical-css.mjs). `next start` serves these files
// and `vercel build` copies them, with the not-found and error views Next also writes as server/pages/404.html and
// 500.html (Vercel serves them for unknown paths).
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { criticalCssText, inlineCriticalCss, pageStylesheets } from '../../lib/performance/critical-css.mjs';
import { withoutDeploymentQuery } from '../../lib/performance/deployment-query.mjs';
import { createRuleSelector } from '../../lib/performance/rule-selector.mjs';
import { classCandidates, classesOnlyScriptsSet, pageScripts } from '../../lib/performance/script-classes.mjs';
import { assertPrerenderManifest, prerenderedPages } from '../../lib/prerendered-pages.mjs';

const distDir = path.resolve(process.env.NEXT_DIST_DIR || '.next');
const prerenderManifest = JSON.parse(readFileSync(path.join(distDir, 'prerender-manifest.json'), 'utf8'));
assertPrerenderManifest(prerenderManifest);

const pagesDir = path.join(distDir, 'server', 'pages');
const fallbackViews = existsSync(pagesDir) ? readdirSync(pagesDir).filter((name) => name.endsWith('.html')) : [];
const files = [
  ...prerenderedPages(prerenderManifest).map(({ file }) => path.join(distDir, 'server', 'app', file)),
  ...fallbackViews.map((name) => path.join(pagesDir, name)),
];
const pages = files.map((file) => ({ file, html: readFileSync(file, 'utf8') }));
// A stylesheet only some pages link (the home page's hero art) is inlined whole; the one every page links, picked from.
const linkedBy = new Map();
for (const { html } of pages) for (const href of new Set(pageStylesheets(html))) linkedBy.set(href, (linkedBy.get(href) ?? 0) + 1);
const linking = pages.filter(({ html }) => pageStylesheets(html).length > 0).length;
const wholeSheets = new Map(
  [...linkedBy].filter(([, count]) => count < linking).map(([href]) => [href, readFileSync(path.join(distDir, withoutDeploymentQuery(href).slice('/_next/'.length)), 'utf8')]),
);
// One instance reads each stylesheet once for every page.
const beasties = createRuleSelector(distDir);
// Each script's class candidates, read once for all the pages that load it.
const { rootMainFiles } = JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'));
const candidatesOf = new Map();
const candidates = (file) => {
  if (!candidatesOf.has(file)) candidatesOf.set(file, classCandidates(readFileSync(path.join(distDir, file), 'utf8')));
  return candidatesOf.get(file);
};
const scriptClasses = (html) => classesOnlyScriptsSet(html, pageScripts(html, rootMainFiles).flatMap(candidates));
let rewritten = 0;
let largest = { file: '', bytes: 0 };
for (const { file, html } of pages) {
  const page = await inlineCriticalCss(html, { beasties, wholeSheets, scriptClasses: scriptClasses(html) });
  if (page === html) continue;
  writeFileSync(file, page);
  rewritten += 1;
  const bytes = Buffer.byteLength(criticalCssText(page));
  if (bytes > largest.bytes) largest = { file: path.relative(distDir, file), bytes };
}
// `next start` keeps a copy of each page it has served in server/route-cache: one left from an earlier run in this
// folder would still hold the page as it was.
rmSync(path.join(distDir, 'server', 'route-cache'), { recursive: true, force: true });
console.log(
  `critical-css: its own rules in ${rewritten} of ${files.length} prerendered pages and views (largest ${largest.bytes} bytes, ${largest.file})` +
    (wholeSheets.size ? `; inlined whole where linked: ${[...wholeSheets.keys()].join(', ')}` : ''),
);
