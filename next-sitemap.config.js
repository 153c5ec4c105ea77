// Runs after `next build` (package.json postbuild) and writes public/sitemap.xml and public/robots.txt.
// Plain CommonJS because next-sitemap imports this file with Node, which cannot read the TypeScript in lib/.
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS, as above */
const fs = require('node:fs');
const { join } = require('node:path');
/* eslint-enable @typescript-eslint/no-require-imports */

/** Same fallback as content/site-config.ts; __tests__/seo/sitemap-config.test.ts keeps the two equal. */
const DEFAULT_SITE_URL = 'https://www.platterivercg.com';
const siteUrl = (process.env.NEXT_PUBLIC_SITE_URL || DEFAULT_SITE_URL).replace(/\/+$/, '');

/**
 * Build outputs that are not pages: not-found views (Next's /_not-found and each slug section's reserved
 * /{section}/_unknown, lib/unknown-slug.mjs: any segment starting with "_"), generated images and icons, the
 * manifest, the worker, the offline and search pages, the feed.
 */
const NON_PAGE_PATHS = [
  /(?:^|\/)_/,
  /^\/404$/,
  /^\/500$/,
  /^\/offline$/,
  // The search page: a box and filters, no content of its own (noindex, as search engines ask of site search).
  /^\/search$/,
  // The newsletter's link pages (confirmation, unsubscription): reached from e-mails only.
  /^\/newsletter\//,
  /^\/sw\.js$/,
  /\.(?:xml|txt|json|webmanifest|ico|png|svg|jpe?g|js)$/,
  /(?:^|\/)(?:icon|apple-icon|opengraph-image|twitter-image)(?:[-\w]*)$/,
];

/** True for a path that is a public page a search engine should list. */
function isIndexablePath(path) {
  return !NON_PAGE_PATHS.some((pattern) => pattern.test(path));
}

/** Written by scripts/build/sitemap-dates.mjs into the build folder: path → the ISO date its words last changed. */
const LAST_MODIFIED_FILE = 'sitemap-dates.json';
const sourceDir = process.env.NEXT_DIST_DIR || '.next';

let lastModified;
/**
 * A page's lastmod: the date its content records, or none. Not the build time, which would say that every page
 * changed at every deploy; search engines stop trusting a sitemap's dates once they see that.
 */
function lastModifiedOf(path) {
  if (!lastModified) {
    const file = join(sourceDir, LAST_MODIFIED_FILE);
    if (!fs.existsSync(file)) throw new Error(`${file} is missing: run node scripts/build/sitemap-dates.mjs after next build.`);
    lastModified = JSON.parse(fs.readFileSync(file, 'utf8'));
  }
  return lastModified[path];
}

/** Vercel preview deployments must never be indexed (robots.txt here; a noindex meta tag in the layout). */
const isPreview = process.env.VERCEL_ENV === 'preview';

/** @type {import('next-sitemap').IConfig} */
module.exports = {
  siteUrl,
  sourceDir,
  outDir: 'public',
  generateIndexSitemap: false,
  generateRobotsTxt: true,
  changefreq: 'monthly',
  priority: 0.7,
  autoLastmod: false,
  transform: async (config, path) => {
    if (!isIndexablePath(path)) return null;
    return {
      loc: path,
      changefreq: config.changefreq,
      priority: path === '/' ? 1 : config.priority,
      lastmod: lastModifiedOf(path),
    };
  },
  robotsTxtOptions: {
    policies: isPreview ? [{ userAgent: '*', disallow: '/' }] : [{ userAgent: '*', allow: '/' }],
    // next-sitemap always writes a "Host:" line, which only Yandex ever read (as a host name, not a URL) and which
    // Google reports as an unknown directive; the canonical host is stated by each page's canonical link instead.
    transformRobotsTxt: async (_config, robotsTxt) => robotsTxt.replace(/^# Host\nHost: .*\n\n?/m, ''),
  },
  isIndexablePath,
  siteUrlFallback: DEFAULT_SITE_URL,
  LAST_MODIFIED_FILE,
};
