import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

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
  // Folders starting with _ are not routes; the analytics paths reach app/vercel-insights/ through a rewrite.
  async rewrites() {
    return [{ source: '/_vercel/insights/:path*', destination: '/vercel-insights/:path*' }];
  },
};

export default config;
