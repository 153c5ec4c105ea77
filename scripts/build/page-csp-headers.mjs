#!/usr/bin/env node
// Runs right after `next build` (package.json "build"): gives every prerendered page a Content-Security-Policy that
// lists the hashes of its own inline scripts, as static header entries in <distDir>/routes-manifest.json. `next start`
// sends them as they are; `vercel build` carries them into .vercel/output/config.json. No proxy, no request-time work.
// Unknown slugs under a slug section are answered with its prerendered not-found page, whose hashes a per-section
// entry carries (lib/security/unknown-slugs.mjs): the rewrites go into the same manifest, for the same two readers,
// and so do the redirects from a known page's path in other capitals, or with a trailing slash, to the page
// (lib/security/canonical-paths.mjs).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { assertPrerenderManifest, prerenderedPages } from '../../lib/prerendered-pages.mjs';
import { assertRoutesManifest, pageHeaderEntries, templatePolicy, withPageHeaders } from '../../lib/security/page-headers.mjs';
import { scriptHashesOfHtml } from '../../lib/security/script-hashes.mjs';
import { assertAfterFilesRewrites, caseRewrites, vercelCaseRoutes, withCanonicalRewrites } from '../../lib/security/canonical-paths.mjs';
import { assertRewrites, slugSections, unknownSlugRewrites, withUnknownSlugRewrites } from '../../lib/security/unknown-slugs.mjs';
import { withTracedFiles } from '../../lib/security/traced-files.mjs';
import { prerenderedHtmlReaders } from '../../lib/prerendered-readers.mjs';
import { VERCEL_CRONS } from '../../lib/newsletter/jobs-schedule.mjs';

const distDir = path.resolve(process.env.NEXT_DIST_DIR || '.next');
const readJson = (file) => JSON.parse(readFileSync(path.join(distDir, file), 'utf8'));

const prerenderManifest = readJson('prerender-manifest.json');
const routesManifest = readJson('routes-manifest.json');
assertPrerenderManifest(prerenderManifest);
assertRoutesManifest(routesManifest);
assertRewrites(routesManifest);
assertAfterFilesRewrites(routesManifest);

// A page listed without its HTML file means Next changed where it writes them: fail rather than ship no hashes.
const pages = prerenderedPages(prerenderManifest).map(({ route, file }) => ({
  route,
  hashes: scriptHashesOfHtml(readFileSync(path.join(distDir, 'server', 'app', file), 'utf8')),
}));

// The reserved page must answer 404: Next writes the status its render ended with (notFound()) to the .meta file,
// which `next start` serves and `vercel build` turns into the prerender's initial status.
const sections = slugSections(prerenderManifest, routesManifest);
for (const { reservedRoute } of sections) {
  const { status } = readJson(path.join('server', 'app', `${reservedRoute.slice(1)}.meta`));
  if (status !== 404) throw new Error(`${reservedRoute} was prerendered with status ${status}, expected 404`);
}

const entries = pageHeaderEntries(templatePolicy(routesManifest), pages, sections);
const rewrites = sections.flatMap(unknownSlugRewrites);
// A known page in other capitals, or a path with a trailing slash, is redirected to its own spelling with every
// header (lib/security/canonical-paths.mjs).
const canonical = caseRewrites(pages.map((page) => page.route));
const written = withCanonicalRewrites(withUnknownSlugRewrites(withPageHeaders(routesManifest, entries), rewrites), canonical);
writeFileSync(path.join(distDir, 'routes-manifest.json'), JSON.stringify(written));

// Route handlers that answer with prerendered pages (the unknown-path handler, the unsubscribe link's) read them from
// the build. On Vercel a function holds only the files its trace lists, and Turbopack writes the trace before the pages
// exist: they are added to it here, before `vercel build` reads it.
for (const { handler, pages: read } of prerenderedHtmlReaders(sections.map(({ reservedRoute }) => reservedRoute))) {
  const trace = path.join(distDir, 'server', 'app', handler, 'route.js.nft.json');
  const files = read.map((file) => path.join(distDir, 'server', 'app', file));
  writeFileSync(trace, JSON.stringify(withTracedFiles(JSON.parse(readFileSync(trace, 'utf8')), path.dirname(trace), files)));
}

// vercel.json also names the newsletter's daily jobs for Vercel Cron (lib/newsletter/jobs-schedule.mjs).
// Vercel's router ignores letter case in the routes above, so there the case redirects are routes of vercel.json that
// say `caseSensitive`. `vercel build` reads vercel.json before it builds: the file is committed, and a build whose
// pages need other routes rewrites it, to be committed. The Vercel-output check (npm run check:vercel) fails on an
// output built from a stale file, as CI's is when a page was added without it.
const vercelJsonFile = path.resolve('vercel.json');
const vercelJson = `${JSON.stringify({ crons: VERCEL_CRONS, routes: vercelCaseRoutes(pages.map((page) => page.route)) }, null, 2)}\n`;
const vercelJsonStale = !existsSync(vercelJsonFile) || readFileSync(vercelJsonFile, 'utf8') !== vercelJson;
if (vercelJsonStale) writeFileSync(vercelJsonFile, vercelJson);

const hashCount = pages.reduce((sum, page) => sum + page.hashes.length, 0);
console.log(
  `page-csp-headers: ${pages.length} pages, a not-found catch-all and ${sections.length} slug sections ` +
    `(${sections.map((s) => s.section).join(', ')}: unknown slugs rewritten to ${sections.map((s) => s.reservedRoute).join(', ')}), ` +
    `${hashCount} script hashes, ${canonical.length} case redirects and one for trailing slashes`,
);
if (vercelJsonStale) {
  console.warn('page-csp-headers: vercel.json did not hold the crons and case redirects this build needs; it is rewritten: commit it.');
}
