#!/usr/bin/env node
/**
 * bench:bytes — gzipped HTML, CSS and JavaScript each route loads on first view.
 * JavaScript is split into the framework's chunks (the build manifest's
 * rootMainFiles), chunks every route shares (the root layout's client code)
 * and the route's own; "beyond framework" is the last two together, which is
 * what the 12 KiB budget limits.
 *
 * Usage: node scripts/bench/bytes.mjs [--build] [--templates] [--routes /a,/b]
 * Env: NEXT_DIST_DIR (default .next), PORT (default 3205).
 */
import { parseArgs } from 'node:util';
import { benchmarkRoutes, buildSite, distDir, kib, printTable, startNext, stopOnSignal, writeReport } from './lib.mjs';
import { createSizer, frameworkChunks, measureRoute } from './page-assets.mjs';

/** Measures every route against a running server; shared with bench:check. */
export async function measureBytes({ origin, routes, dir = distDir() }) {
  const framework = frameworkChunks(dir);
  const size = createSizer(origin);
  const pages = [];
  for (const { route, template } of routes) {
    pages.push({ template, ...(await measureRoute({ origin, route, framework, size })) });
  }
  // A non-framework chunk on every page is the shared layout's client code.
  const counts = new Map();
  for (const page of pages) for (const file of page.jsFiles) if (!file.framework) counts.set(file.url, (counts.get(file.url) ?? 0) + 1);
  const shared = new Set([...counts].filter(([, n]) => n === pages.length).map(([url]) => url));
  for (const page of pages) {
    page.jsLayoutSharedGzip = page.jsFiles.filter((f) => shared.has(f.url)).reduce((t, f) => t + f.gzip, 0);
    page.jsRouteOnlyGzip = page.jsOwnGzip - page.jsLayoutSharedGzip;
  }
  return pages;
}

function printBytes(pages) {
  printTable(pages, [
    { key: 'route', label: 'route', align: 'left' },
    { key: 'status', label: 'status' },
    { key: 'htmlGzip', label: 'HTML', format: kib },
    { key: 'cssGzip', label: 'CSS', format: kib },
    { key: 'jsFrameworkGzip', label: 'JS framework', format: kib },
    { key: 'jsLayoutSharedGzip', label: 'JS layout', format: kib },
    { key: 'jsRouteOnlyGzip', label: 'JS route', format: kib },
    { key: 'jsOwnGzip', label: 'JS beyond fw', format: kib },
    { key: 'jsTotalGzip', label: 'JS total', format: kib },
  ]);
  console.log('\nKiB gzipped. JS counts module scripts in the HTML (noModule polyfill excluded).');
}

async function main() {
  const { values } = parseArgs({
    options: { build: { type: 'boolean' }, templates: { type: 'boolean' }, routes: { type: 'string' } },
  });
  const dir = distDir();
  if (values.build) await buildSite({ dir });
  const routes = benchmarkRoutes({ dir, onePerTemplate: values.templates, only: values.routes?.split(',') });
  const server = await startNext({ dir });
  stopOnSignal([server]);
  try {
    const pages = await measureBytes({ origin: server.origin, routes, dir });
    printBytes(pages);
    writeReport('bytes', { distDir: dir, pages });
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
