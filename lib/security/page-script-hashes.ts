import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { scriptHashesOfHtml } from './script-hashes';

/** Where `next build` writes prerendered pages; NEXT_DIST_DIR is the same variable next.config.ts reads. */
function prerenderDirectory(): string {
  return path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'server', 'app');
}

/** A path that can name a prerendered file: lower-case words and slashes only, so a request can never walk the disk. */
const SAFE_PATH = /^(\/[a-z0-9][a-z0-9-]*)*\/?$/;

/** The prerendered HTML file of a path, relative to server/app, or null for a path that cannot name one. */
export function prerenderedFileFor(pathname: string): string | null {
  if (!SAFE_PATH.test(pathname)) return null;
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? 'index.html' : `${trimmed.slice(1)}.html`;
}

// Pages found are kept for the life of the process (a build never changes under a running server);
// misses are not cached, so requests for random paths cannot grow the map.
const cache = new Map<string, string[]>();

/** The script hashes of the page prerendered for `pathname`, or null when no such page was prerendered. */
export function pageScriptHashes(pathname: string): string[] | null {
  const file = prerenderedFileFor(pathname);
  if (!file) return null;
  const cached = cache.get(file);
  if (cached) return cached;
  try {
    const hashes = scriptHashesOfHtml(readFileSync(path.join(prerenderDirectory(), file), 'utf8'));
    cache.set(file, hashes);
    return hashes;
  } catch {
    return null;
  }
}
