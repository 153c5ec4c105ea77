#!/usr/bin/env node
/**
 * bench:first-visit — the bytes a first visit downloads, the service worker's own downloads included: the page, its
 * files, then whatever the worker fetches when it installs and activates (until the network has been idle for 2 s
 * after the worker controls the page). Per route and build, from `next start`, unthrottled, a fresh profile each time.
 *
 * Usage: node scripts/bench/first-visit.mjs [--dirs .next-before,.next] [--routes /,/insights/vr-workplace-2025]
 * Env: PORT (default 3205; further builds from PORT + 3).
 */
import { parseArgs } from 'node:util';
import { launchBenchBrowser } from './browser.mjs';
import { distDir, kib, printTable, serverPool, startNext, benchPorts, stopOnSignal, writeReport } from './lib.mjs';

const { values } = parseArgs({
  options: {
    dirs: { type: 'string' },
    routes: { type: 'string', default: '/,/about,/insights/vr-workplace-2025' },
    out: { type: 'string', default: 'first-visit' },
  },
});
const dirs = values.dirs ? values.dirs.split(',') : [distDir()];
const routes = values.routes.split(',');
const ports = benchPorts();
const pool = serverPool(Object.fromEntries(dirs.map((dir, index) => [dir, () => startNext({ dir, port: ports.site(index) })])));
stopOnSignal([pool]);

/** Bytes on the wire (headers and encoded body) of every request the page and its worker make. */
async function firstVisit(browser, url) {
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  const page = await context.newPage();
  const requests = [];
  context.on('requestfinished', (request) => requests.push(request));
  await page.goto(url, { waitUntil: 'load' });
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
  });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2000);
  let page_ = 0;
  let worker = 0;
  for (const request of requests) {
    const sizes = await request.sizes().catch(() => null);
    if (!sizes) continue;
    const bytes = sizes.responseBodySize + sizes.responseHeadersSize;
    if (request.serviceWorker()) worker += bytes;
    else page_ += bytes;
  }
  await context.close();
  return { page: page_, worker, requests: requests.length };
}

const browser = await launchBenchBrowser();
const rows = [];
try {
  for (const route of routes) {
    for (const dir of dirs) {
      const { origin } = await pool.use(dir);
      rows.push({ route, dir, ...(await firstVisit(browser, origin + route)) });
    }
  }
} finally {
  await browser.close();
  await pool.stop();
}
printTable(rows, [
  { key: 'route', label: 'route', align: 'left' },
  { key: 'dir', label: 'build', align: 'left' },
  { key: 'page', label: 'page KiB', format: kib },
  { key: 'worker', label: 'service worker KiB', format: kib },
  { key: 'requests', label: 'requests' },
]);
writeReport(values.out, { rows });
