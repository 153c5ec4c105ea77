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
 * Written by scripts/build/sitemap-pages.mjs into the build folder: every public page (lib/site-routes.ts), each with
 * the ISO date its words last changed where the content records one, and `noindex` where the page asks search engines
 * not to index it. Whatever else the build emits (not-found views, images, feeds, the worker, the offline and link
 * pages) is no public page, so the sitemap lists exactly the pages of this file that may be indexed.
 */
const SITEMAP_PAGES_FILE = 'sitemap-pages.json';
const sourceDir = process.env.NEXT_DIST_DIR || '.next';

let pages;
/**
 * A public page's entry, or undefined for anything else. Its lastmod is the date its content records, or none; not
 * the build time, which would say that every page changed at every deploy (search engines then ignore the dates).
 */
function sitemapPage(path) {
  if (!pages) {
    const file = join(sourceDir, SITEMAP_PAGES_FILE);
    if (!fs.existsSync(file)) throw new Error(`${file} is missing: run node scripts/build/sitemap-pages.mjs after next build.`);
    pages = JSON.parse(fs.readFileSync(file, 'utf8'));
  }
  return Object.hasOwn(pages, path) ? pages[path] : undefined;
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
    const page = sitemapPage(path);
    if (!page || page.noindex) return null;
    return {
      loc: path,
      changefreq: config.changefreq,
      priority: path === '/' ? 1 : config.priority,
      lastmod: page.lastModified,
    };
  },
  robotsTxtOptions: {
    policies: isPreview ? [{ userAgent: '*', disallow: '/' }] : [{ userAgent: '*', allow: '/' }],
    // next-sitemap always writes a "Host:" line, which only Yandex ever read (as a host name, not a URL) and which
    // Google reports as an unknown directive; the canonical host is stated by each page's canonical link instead.
    transformRobotsTxt: async (_config, robotsTxt) => robotsTxt.replace(/^# Host\nHost: .*\n\n?/m, ''),
  },
  siteUrlFallback: DEFAULT_SITE_URL,
  SITEMAP_PAGES_FILE,
};
