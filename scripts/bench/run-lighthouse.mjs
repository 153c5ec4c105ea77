/**
 * One Lighthouse run with a fresh Chromium profile each time (chrome-launcher
 * makes a new temporary user-data-dir per launch), reduced to the figures the
 * benchmarks and budgets use. Uses Lighthouse's Node API: loading the CLI for
 * every run would cost a few seconds each time.
 */
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { writeFileSync } from 'node:fs';
import { launchLighthouseChrome } from './browser.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const RUN_TIMEOUT_MS = 120_000;
/** SEO's audits that are axe rules (Lighthouse's Accessibility artifact); the browser suite runs axe on every route. */
const SEO_AUDITS_AXE_RUNS = ['document-title', 'image-alt'];

/** Category score (0–100) recomputed without some audits, the way Lighthouse weighs them. */
function scoreWithout(lhr, categoryId, excluded) {
  if (excluded.length === 0) return Math.round((lhr.categories[categoryId].score ?? 0) * 100);
  let weighted = 0;
  let weights = 0;
  for (const ref of lhr.categories[categoryId].auditRefs) {
    const audit = lhr.audits[ref.id];
    if (excluded.includes(ref.id) || !ref.weight || audit.score === null) continue;
    weighted += ref.weight * audit.score;
    weights += ref.weight;
  }
  return weights ? Math.round((weighted / weights) * 100) : null;
}

/** Audits that cost points: score below 1 in a scored category. */
function failingAudits(lhr, categories) {
  const failing = {};
  for (const id of categories) {
    const list = lhr.categories[id].auditRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
      .map((ref) => ({ id: ref.id, score: lhr.audits[ref.id].score, title: lhr.audits[ref.id].title, value: lhr.audits[ref.id].displayValue }));
    if (list.length) failing[id] = list;
  }
  return failing;
}

/** Every request the page made to another origin than the site's (data: and blob: URLs are not requests). */
function thirdPartyRequests(lhr, origin) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  return items
    .map((item) => item.url)
    .filter((url) => /^https?:/.test(url) && new URL(url).origin !== origin);
}

/** True when the only console error is the page's own failed load, which a 404 page reports by design. */
function onlyOwnStatusError(lhr, url) {
  const items = lhr.audits['errors-in-console']?.details?.items ?? [];
  return items.every((item) => item.source === 'network' && item.sourceLocation?.url === url);
}

/**
 * Scores as the budget judges them: without the audits a page fails on purpose
 * (`allowed`, by category). 'errors-in-console' is set aside only when the page's
 * own status is the sole error.
 */
function judgedScores(lhr, url, allowed, categories) {
  return Object.fromEntries(
    categories.map((id) => {
      const excluded = (allowed[id] ?? []).filter((audit) => audit !== 'errors-in-console' || onlyOwnStatusError(lhr, url));
      return [id, scoreWithout(lhr, id, excluded)];
    }),
  );
}

function withTimeout(promise, ms, onTimeout) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => {
      onTimeout();
      reject(new Error(`Lighthouse run exceeded ${ms / 1000} s`));
    }, ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Runs Lighthouse once, in a Chromium of its own unless given a `chrome` to share, and returns scores (0–100; raw, and judged without the
 * `allowed` audits), metrics (ms; CLS unitless), third-party requests and the audits that lost points.
 * Without 'performance' in `categories` there is no trace: the metrics are null and the run is about twice as fast.
 */
export async function runLighthouse({ url, preset, keepLhrPath, ignoreStatusCode = false, allowed = {}, categories = CATEGORIES, chrome: shared }) {
  const chrome = shared ?? (await launchLighthouseChrome());
  try {
    const flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
      // Screenshots feed no score; leaving them out saves time on every run. 'baseline' (Best Practices) is
      // informative, weight 0, and the only audit of Best Practices and SEO that needs a trace: without it a run with
      // no Performance records none (two runs at a time here: 43–50 s for twelve runs against 58–76 s, 5 pairs).
      // Without the Accessibility category, SEO's two axe rules are left to the browser suite, whose axe runs them on
      // every route (e2e/support/axe.ts): they alone made Lighthouse run axe (35 s for twelve runs against 42–44, 2 pairs).
      disableFullPageScreenshot: true,
      skipAudits: [
        'screenshot-thumbnails',
        'final-screenshot',
        'baseline',
        ...(categories.includes('accessibility') ? [] : SEO_AUDITS_AXE_RUNS),
      ],
      // The not-found page answers 404 on purpose; Lighthouse refuses such a page unless told.
      ignoreStatusCode,
      // Without Performance nothing is timed: the second of quiet Lighthouse waits for after each stage of the load
      // (for its metrics) only delays the audits. The page has loaded and hydrated by the load event; 250 ms more
      // still catches a late console error for Best Practices.
      ...(categories.includes('performance')
        ? {}
        : { pauseAfterFcpMs: 0, pauseAfterLoadMs: 250, networkQuietThresholdMs: 250, cpuQuietThresholdMs: 250 }),
    };
    // 'mobile-8x': the mobile preset on a cheaper phone, the CPU slowed 8x instead of 4x.
    if (preset === 'mobile-8x') flags.throttling = { cpuSlowdownMultiplier: 8 };
    const config = preset === 'desktop' ? desktopConfig : undefined;
    const result = await withTimeout(lighthouse(url, flags, config), RUN_TIMEOUT_MS, () => chrome.kill());
    if (!result) throw new Error('Lighthouse returned no result');
    if (keepLhrPath) writeFileSync(keepLhrPath, result.report);
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const origin = new URL(url).origin;
    const scores = Object.fromEntries(categories.map((id) => [id, Math.round((lhr.categories[id].score ?? 0) * 100)]));
    const metric = (id) => lhr.audits[id]?.numericValue ?? null;
    return {
      scores,
      judgedScores: judgedScores(lhr, url, allowed, categories),
      metrics: {
        fcpMs: metric('first-contentful-paint'),
        lcpMs: metric('largest-contentful-paint'),
        tbtMs: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
        siMs: metric('speed-index'),
        mainThreadMs: metric('mainthread-work-breakdown'),
      },
      // Main-thread work by Lighthouse's groups (script evaluation, style and layout, garbage collection, other…):
      // where a difference from the floor comes from.
      mainThreadByGroup: Object.fromEntries(
        (lhr.audits['mainthread-work-breakdown']?.details?.items ?? []).map((item) => [item.group, item.duration]),
      ),
      lcpElement: lhr.audits['lcp-breakdown-insight']?.details?.items?.find((item) => item.type === 'node')?.snippet ?? null,
      thirdParty: thirdPartyRequests(lhr, origin),
      failing: failingAudits(lhr, categories),
      warnings: (lhr.runWarnings ?? []).map(String),
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    };
  } finally {
    if (!shared) chrome.kill();
  }
}

// As a child process of lighthouse-children.mjs: one run per message, for as long as the parent keeps the channel open.
// Its runs time nothing, so they share one Chromium (Lighthouse resets the site's storage before each): launching one
// per run cost 1.3 s of 7 here. It is the headless-only build (launchLighthouseChrome).
if (process.argv.includes('--child') && import.meta.url === `file://${process.argv[1]}`) {
  let chrome;
  process.on('message', async (options) => {
    try {
      chrome ??= await launchLighthouseChrome({ untimed: true });
      process.send({ result: await runLighthouse({ ...options, chrome }) });
    } catch (error) {
      // The next run starts a new Chromium: this one may be what failed (a run over its time limit kills it).
      chrome?.kill();
      chrome = undefined;
      process.send({ error: error.message });
    }
  });
  process.on('disconnect', () => chrome?.kill());
  // A crash ends this process without either handler above: Lighthouse rejects a promise nobody awaits when the tab
  // crashes (TARGET_CRASHED, once in CI on 2026-11-27; the parent retried the run in a new child), and that Chromium,
  // started detached, outlived it. kill() is synchronous, as an 'exit' handler must be.
  process.on('exit', () => chrome?.kill());
}
