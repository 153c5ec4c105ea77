#!/usr/bin/env node
/*
 * Writes <distDir>/sitemap-dates.json: each page's lastmod for the sitemap, the date its words last changed as the
 * content records it (lib/site-routes.ts). next-sitemap.config.js reads it, since that file is plain CommonJS and
 * cannot load the TypeScript content. Runs after `next build`, before next-sitemap (package.json build, postbuild).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { importTs } from '../lib/import-ts.mjs';
import sitemapConfig from '../../next-sitemap.config.js';

const { siteRoutes } = await importTs('lib/site-routes.ts');
const dates = Object.fromEntries(siteRoutes().flatMap((route) => (route.lastModified ? [[route.path, route.lastModified]] : [])));
const file = path.join(path.resolve(sitemapConfig.sourceDir), sitemapConfig.LAST_MODIFIED_FILE);
writeFileSync(file, `${JSON.stringify(dates, null, 2)}\n`);
console.log(`Sitemap dates: ${Object.keys(dates).length} pages dated by their content, in ${path.relative(process.cwd(), file)}.`);
