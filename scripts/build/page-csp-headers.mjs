#!/usr/bin/env node
// Runs right after `next build` (package.json "build"): gives every prerendered page a Content-Security-Policy that
// lists the hashes of its own inline scripts, as static header entries in <distDir>/routes-manifest.json. `next start`
// sends them as they are; `vercel build` carries them into .vercel/output/config.json. No proxy, no request-time work.
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

const distDir = path.resolve(process.env.NEXT_DIST_DIR || '.next');
const readJson = (file) => JSON.parse(readFileSync(path.join(distDir, file), 'utf8'));

const prerenderManifest = readJson('prerender-manifest.json');
const routesManifest = readJson('routes-manifest.json');
assertPrerenderManifest(prerenderManifest);
assertRoutesManifest(routesManifest);

// A page listed without its HTML file means Next changed where it writes them: fail rather than ship no hashes.
const pages = prerenderedPages(prerenderManifest).map(({ route, file }) => ({
  route,
  hashes: scriptHashesOfHtml(readFileSync(path.join(distDir, 'server', 'app', file), 'utf8')),
}));
const entries = pageHeaderEntries(templatePolicy(routesManifest), pages);
writeFileSync(path.join(distDir, 'routes-manifest.json'), JSON.stringify(withPageHeaders(routesManifest, entries)));

const hashCount = pages.reduce((sum, page) => sum + page.hashes.length, 0);
console.log(`page-csp-headers: ${entries.length - 1} pages and a not-found catch-all, ${hashCount} script hashes`);
