#!/usr/bin/env node
// Runs right after `next build` (package.json "build"): gives every prerendered page a Content-Security-Policy that
// lists the hashes of its own inline scripts, as static header entries in <distDir>/routes-manifest.json. `next start`
// sends them as they are; `vercel build` carries them into .vercel/output/config.json. No proxy, no request-time work.
// Unknown slugs under a slug section are rewritten to its prerendered not-found page, whose hashes a per-section
// entry carries (lib/security/unknown-slugs.mjs): the rewrites go into the same manifest, for the same two readers,
// and so do the redirects from a known page's path in other capitals to the page (lib/security/case-redirects.mjs).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  assertPrerenderManifest,
  assertRoutesManifest,
  pageHeaderEntries,
  prerenderedPages,
  templatePolicy,
  withPageHeaders,
} from '../../lib/security/page-headers.mjs';
import { scriptHashesOfHtml } from '../../lib/security/script-hashes.mjs';
import { assertRedirects, caseRedirects, withCaseRedirects } from '../../lib/security/case-redirects.mjs';
import { assertRewrites, slugSections, unknownSlugRewrite, withUnknownSlugRewrites } from '../../lib/security/unknown-slugs.mjs';

const distDir = path.resolve(process.env.NEXT_DIST_DIR || '.next');
const readJson = (file) => JSON.parse(readFileSync(path.join(distDir, file), 'utf8'));

const prerenderManifest = readJson('prerender-manifest.json');
const routesManifest = readJson('routes-manifest.json');
assertPrerenderManifest(prerenderManifest);
assertRoutesManifest(routesManifest);
assertRewrites(routesManifest);
assertRedirects(routesManifest);

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
const rewrites = sections.map(unknownSlugRewrite);
// A known page in other capitals answers with a redirect to its own spelling (lib/security/case-redirects.mjs).
const redirects = caseRedirects(pages.map((page) => page.route));
const written = withCaseRedirects(withUnknownSlugRewrites(withPageHeaders(routesManifest, entries), rewrites), redirects);
writeFileSync(path.join(distDir, 'routes-manifest.json'), JSON.stringify(written));

const hashCount = pages.reduce((sum, page) => sum + page.hashes.length, 0);
console.log(
  `page-csp-headers: ${pages.length} pages, a not-found catch-all and ${sections.length} slug sections ` +
    `(${sections.map((s) => s.section).join(', ')}: unknown slugs rewritten to ${sections.map((s) => s.reservedRoute).join(', ')}), ` +
    `${hashCount} script hashes, ${redirects.length} case redirects`,
);
