import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteWideHeadersWithoutPolicy } from '../../../lib/security/page-headers.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/**
 * The benchmarks' floor: a one-page Next.js app built from the project's own node_modules
 * (scripts/bench/floor.mjs builds and serves it). Its build folder is set by the bench scripts.
 */
const config = {
  distDir: process.env.FLOOR_DIST_DIR || '.next',
  poweredByHeader: false,
  generateEtags: false,
  // The project root holds node_modules and the lockfile; without this Turbopack refuses files above this folder.
  turbopack: { root },
  // The newsletter-form rung imports the site's server action, which opens PGlite (as in the site's config).
  serverExternalPackages: ['@electric-sql/pglite'],
  // As the site's next.config.ts: no Turbopack cache for a clean checkout's only build of the floor (.ci/run).
  experimental: { turbopackFileSystemCacheForBuild: process.env.TURBOPACK_BUILD_CACHE !== '0' },
  // Folders starting with _ are not routes; the analytics paths reach app/vercel-insights/ through a rewrite.
  // The security-headers and spec-minimum-served rungs send the site's own response headers, read from the site's
  // build (the bench passes its folder in FLOOR_SITE_DIST_DIR); the site's policy is left out, since its hashes are
  // those of each page.
  async headers() {
    const siteDist = process.env.FLOOR_SITE_DIST_DIR;
    if (!siteDist) return [];
    const manifest = JSON.parse(readFileSync(join(siteDist, 'routes-manifest.json'), 'utf8'));
    const headers = siteWideHeadersWithoutPolicy(manifest);
    return ['/security-headers', '/spec-minimum-served', '/spec-minimum-served/:page'].map((source) => ({ source, headers }));
  },
  async rewrites() {
    return [{ source: '/_vercel/insights/:path*', destination: '/vercel-insights/:path*' }];
  },
};

export default config;
