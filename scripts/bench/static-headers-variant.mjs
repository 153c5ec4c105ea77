#!/usr/bin/env node
/**
 * A copy of a build that serves its hashed static files (/_next/static/) without the site's security headers, for
 * one measured experiment (docs/performance.md, "Not done"): how much of a page's load on `next start` is those
 * headers' bytes. HTTP/1.1 repeats every header on every response, about 1.4 KB on each of the ten files a page loads
 * before it hydrates; HTTP/2, which Vercel serves, sends a repeated header as a few bytes. The site itself keeps the
 * headers on every response: this copy exists only to be measured against the build it was made from.
 *
 * Usage: node scripts/bench/static-headers-variant.mjs [--from .next] [--to .next-static-headers-off]
 *        then npm run bench:hydration -- --dirs .next,.next-static-headers-off
 */
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

/** Every path except the hashed static files, in the path-to-regexp syntax of next.config headers(). */
export const EXCEPT_STATIC_FILES = '/((?!_next/static/).*)';

/**
 * routes-manifest.json with its catch-all header rules (the site-wide set, and the CSP every other path gets) narrowed
 * to skip /_next/static/. `next start` compiles each rule's `source` when it starts, so `source` is what changes.
 */
export function withoutStaticFileHeaders(manifest) {
  const catchAll = manifest.headers.filter((rule) => rule.source === '/:path*');
  if (catchAll.length === 0) throw new Error('routes-manifest.json: no catch-all header rule (/:path*)');
  return {
    ...manifest,
    headers: manifest.headers.map((rule) => (catchAll.includes(rule) ? { ...rule, source: EXCEPT_STATIC_FILES } : rule)),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: { from: { type: 'string', default: '.next' }, to: { type: 'string', default: '.next-static-headers-off' } },
  });
  rmSync(values.to, { recursive: true, force: true });
  cpSync(values.from, values.to, { recursive: true });
  const manifestPath = join(values.to, 'routes-manifest.json');
  writeFileSync(manifestPath, JSON.stringify(withoutStaticFileHeaders(JSON.parse(readFileSync(manifestPath, 'utf8')))));
  console.log(`${values.to}: the build in ${values.from}, its /_next/static/ files served without the security headers`);
}
