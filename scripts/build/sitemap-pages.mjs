#!/usr/bin/env node
/*
 * Writes <distDir>/sitemap-pages.json: every public page (lib/site-routes.ts) with what the sitemap says of it: the
 * date its words last changed as the content records it (lastmod), and whether it asks search engines not to index
 * it (then the sitemap leaves it out). next-sitemap.config.js reads it, since that file is plain CommonJS and cannot
 * load the TypeScript content. Runs after `next build`, before next-sitemap (package.json build, postbuild).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { importTs } from '../lib/import-ts.mjs';
import sitemapConfig from '../../next-sitemap.config.js';

const { siteRoutes } = await importTs('lib/site-routes.ts');
const pages = Object.fromEntries(
  siteRoutes().map((route) => [route.path, { ...(route.lastModified ? { lastModified: route.lastModified } : {}), ...(route.noindex ? { noindex: true } : {}) }]),
);
const file = path.join(path.resolve(sitemapConfig.sourceDir), sitemapConfig.SITEMAP_PAGES_FILE);
writeFileSync(file, `${JSON.stringify(pages, null, 2)}\n`);
const listed = Object.values(pages).filter((page) => !page.noindex);
console.log(
  `Sitemap pages: ${listed.length} of ${Object.keys(pages).length} listed (the rest ask not to be indexed), ` +
    `${listed.filter((page) => page.lastModified).length} dated by their content, in ${path.relative(process.cwd(), file)}.`,
);
