/**
 * What a visitor on a slow phone gets, in real throttled loads rather than Lighthouse's simulation: first paint,
 * largest paint, the moment React has hydrated the page (its fiber is on <body>), the main thread's busy time,
 * layout shift and any request to another origin, per route and build, interleaved with the floor
 * (scripts/bench/floor/). Chromium is throttled through the DevTools protocol with Lighthouse's "applied" mobile
 * settings (its `mobileSlow4G`: 562.5 ms request latency, 1,474.56 kbit/s down, 675 up, 4× CPU), a fresh context
 * (empty cache) per load. Used by bench:hydration (tables) and bench:check (budgets).
 */
import { throttling as lighthouseThrottling } from 'lighthouse/core/config/constants.js';
import { arriveFromAnotherSite } from './arrival.mjs';
import { launchBenchBrowser } from './browser.mjs';
import { transport } from './http2-front.mjs';
import { loadAverage } from './lib.mjs';
import { FLOOR, summarise } from './visitor-rows.mjs';

// Lighthouse's own mobile preset as it applies it when it throttles for real, read from the Lighthouse we run, so the
// two benchmarks cannot drift apart.
const MOBILE = lighthouseThrottling.mobileSlow4G;
export const THROTTLING = {
  latency: MOBILE.requestLatencyMs,
  downloadThroughput: (MOBILE.downloadThroughputKbps * 1024) / 8,
  uploadThroughput: (MOBILE.uploadThroughputKbps * 1024) / 8,
  cpu: MOBILE.cpuSlowdownMultiplier,
};

/** How many site loads may pass between two loads of the floor, so both see the same minutes of machine load. */
const FLOOR_EVERY = 3;

// Runs in the page before its own scripts: records the largest paint, layout shifts and the first frame in which
// React owns <body> (App Router hydrates the whole document in one pass, so the site's header and the floor's text
// are live by then).
function recordTimeline() {
  const marks = { lcp: null, hydrated: null, cls: 0 };
  window.__benchTimeline = marks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) marks.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) marks.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  const check = () => {
    if (document.body && Object.keys(document.body).some((key) => key.startsWith('__reactFiber'))) marks.hydrated = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/**
 * Collects the requests of a load that failed or answered 400 or more, as they happen: a load with one measures a
 * different page, so its figures are reported, not used. The page's own status is the page's business (a not-found
 * view answers 404 on purpose). Shared with bench:main-thread.
 * @param {import('@playwright/test').Page} page
 * @param {string} url the page's own address
 */
export function watchFailedRequests(page, url) {
  const failed = [];
  page.on('requestfailed', (request) => failed.push(`${request.url()} (${request.failure()?.errorText})`));
  page.on('response', (response) => {
    if (response.status() >= 400 && response.url() !== url) failed.push(`${response.url()} (${response.status()})`);
  });
  return failed;
}

/** One cold, throttled load of `url`, arriving from another site (arriveFromAnotherSite). */
export async function measureLoad(browser, url) {
  // ignoreHTTPSErrors: the HTTP/2 front end's certificate is made for the run (http2-front.mjs).
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, ignoreHTTPSErrors: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...THROTTLING });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpu });
  await cdp.send('Performance.enable', { timeDomain: 'timeTicks' });
  await page.addInitScript(recordTimeline);
  await arriveFromAnotherSite(page, url);
  const origin = new URL(url).origin;
  const failed = watchFailedRequests(page, url);
  const thirdParty = [];
  page.on('request', (request) => {
    const target = request.url();
    if (/^https?:/.test(target) && new URL(target).origin !== origin) thirdParty.push(target);
  });
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  // A page without scripts (the ladder's static rung) never hydrates.
  await page.waitForFunction(() => window.__benchTimeline.hydrated !== null || !document.querySelector('script[src]'), null, { timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  const result = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    ...window.__benchTimeline,
  }));
  // The main thread's busy time from navigation to an idle, hydrated page (at the throttled CPU's speed).
  const { metrics } = await cdp.send('Performance.getMetrics');
  const taskSeconds = metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? null;
  await context.close();
  return { ...result, mainThread: taskSeconds === null ? null : taskSeconds * 1000, failed, thirdParty };
}

/**
 * Every route of every build in `dirs`, `runs` rounds, the floor loaded between every few site loads; returns one
 * row per route and build with medians, and each against the median of the floor's loads.
 * `floorPages` ({ label, path } on the floor's server: the ladder's rungs) are loaded once per round, first, each
 * compared with the floor like a route. Without the floor (`withFloor: false`, what CI runs) the rows carry no vsFloor: CLS, failed and third-party
 * requests are facts of each load on its own. With `http2`, every server (the floor's too) is loaded through an HTTP/2
 * front end (http2-front.mjs), as Vercel serves the site; without it, over `next start`'s own HTTP/1.1.
 * @param {{ pool: { use(name: string): Promise<{ origin: string }> }, dirs: string[], routes: { route: string }[], runs: number, withFloor?: boolean, floorPages?: { label: string, path: string }[], http2?: boolean, log?: (line: string) => void }} options
 */
export async function measureVisitorLoads({ pool, dirs, routes, runs, withFloor = true, floorPages = [], http2 = false, log = console.log }) {
  const served = transport({ http2 });
  const browser = await launchBenchBrowser(served.chromiumArgs);
  const samples = new Map();
  const ms = (value) => (value === null ? '–' : Math.round(value));
  const record = async (dir, path, key) => {
    // The pool's names: 'floor' and 'site:<dir>' (lighthousePool in scripts/bench/lighthouse.mjs).
    const { origin } = await pool.use(dir === FLOOR ? 'floor' : `site:${dir}`);
    const load = loadAverage();
    const result = await measureLoad(browser, (await served.origin(origin)) + path);
    samples.set(key, [...(samples.get(key) ?? []), { ...result, load }]);
    log(`${key.replace('\t', ' ')}: FCP ${ms(result.fcp)}, LCP ${ms(result.lcp)}, hydrated ${ms(result.hydrated)}, main thread ${ms(result.mainThread)} ms, CLS ${result.cls.toFixed(3)} (load ${load})`);
    for (const request of result.failed) log(`  failed request: ${request}`);
  };
  try {
    for (let run = 1; run <= runs; run++) {
      for (const { label, path } of floorPages) await record(FLOOR, path, `${label}\tfloor`);
      let sinceFloor = FLOOR_EVERY;
      for (const { route } of routes) {
        if (withFloor && sinceFloor >= FLOOR_EVERY) {
          await record(FLOOR, '/', `${FLOOR}\t`);
          sinceFloor = 0;
        }
        // Every other round in reverse, so that neither build always comes straight after the floor or after the other:
        // a fixed place in the round would count as the change's (docs/performance.md, "Method").
        for (const dir of run % 2 ? dirs : [...dirs].reverse()) await record(dir, route, `${route}\t${dir}`);
        sinceFloor += 1;
      }
    }
  } finally {
    await browser.close();
    await served.stop();
  }
  return summarise(samples);
}
