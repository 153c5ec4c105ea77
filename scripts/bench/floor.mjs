/**
 * The floor: a one-page Next.js app (scripts/bench/floor/) built from this project's own node_modules,
 * measured side by side with the site so every figure can be read as a difference from what Next.js and
 * React cost alone on the same machine in the same minutes. Its other two pages are the ladder's first
 * rungs: the floor plus the site's stylesheet, and plus the site's fonts.
 */
import { join } from 'node:path';
import { ROOT, buildApp, startNextApp } from './lib.mjs';

export const FLOOR_DIR = join(ROOT, 'scripts', 'bench', 'floor');
const FLOOR_DIST = '.next';

/** The floor's pages: the floor itself, then the ladder's rungs that need no site code. */
export const FLOOR_PAGES = [
  { label: 'floor', path: '/' },
  { label: 'floor + stylesheet', path: '/stylesheet' },
  { label: 'floor + stylesheet + fonts', path: '/fonts' },
];

/** Builds the floor (about 10–20 s), always: it must come from the node_modules the site uses now. */
export function buildFloor() {
  return buildApp({ dir: FLOOR_DIST, cwd: FLOOR_DIR, quiet: true, distEnv: 'FLOOR_DIST_DIR' });
}

export function startFloor({ port }) {
  return startNextApp({ cwd: FLOOR_DIR, dir: FLOOR_DIST, port, distEnv: 'FLOOR_DIST_DIR', label: 'floor (next start)' });
}
