/**
 * bench:check's verdicts: measurements (Lighthouse, real throttled loads, bytes, load) against scripts/bench/budgets.json.
 * Pure, so it is unit-tested (__tests__/bench/judge.test.ts).
 */

const KIB = 1024;
const SCORE_LABELS = { performance: 'Performance', accessibility: 'Accessibility', 'best-practices': 'Best Practices', seo: 'SEO' };

/** The budgets measured against the floor's loads: without them enforced, nothing needs the floor. */
export const FLOOR_BUDGETS = ['visitorLcpVsFloor', 'visitorHydratedVsFloor', 'visitorMainThreadVsFloor'];

/**
 * How much slower this machine runs the floor than the one CI's visitor tolerances were set on: the floor's median
 * main-thread work in this run ÷ `tolerance.referenceFloorMainThreadMs`, never below 1. On a slower machine every
 * CPU-bound part of a page's difference from the floor stretches as the floor's own work does (docs/performance.md,
 * "What CI enforces"), so CI's limits on those differences stretch with it; without the reference (a full run) it is 1.
 * @param {any[]} visitor rows from scripts/bench/visitor-loads.mjs
 * @param {Record<string, number>} tolerance
 */
export function machineFactor(visitor, tolerance) {
  const floor = visitor.find((row) => row.isFloor);
  const reference = tolerance.referenceFloorMainThreadMs;
  if (!reference || !floor?.mainThread) return 1;
  return Math.max(1, floor.mainThread / reference);
}

/**
 * Turns measurements into pass/fail lines; `tolerance` loosens only the figures that vary between runs.
 * The visitor budgets are relative to the floor's real loads in the same rounds (row.vsFloor).
 * @param {{ budgets: any, lighthouse?: any[], visitor?: any[], bytes?: any[], load?: any[], tolerance?: Record<string, number>, notEnforced?: string[] }} measured
 * A budget in `notEnforced` (CI's budgets.json ci.notYetEnforced) is neither judged nor listed.
 * @returns {{ key: string, budget: string, route: string, value: unknown, limit: number, ok: boolean }[]}
 */
export function judge({ budgets, lighthouse = [], visitor = [], bytes = [], load = [], tolerance = {}, notEnforced = [] }) {
  const checks = [];
  const add = (key, budget, route, value, limit, ok) => {
    if (!notEnforced.includes(key)) checks.push({ key, budget, route, value, limit, ok });
  };
  const addThirdParty = (route, requests) => {
    const page = bytes.find((p) => p.route === route);
    const allowed = budgets.thirdParty.leadFormIframeRoutes.includes(route)
      ? new Set((page?.iframes ?? []).filter((src) => /^https?:/.test(src)).map((src) => new URL(src).origin))
      : new Set();
    const offending = requests.filter((url) => !allowed.has(new URL(url).origin));
    add('thirdParty', 'third-party requests =', route, offending.length ? offending.join(' ') : 0, 0, offending.length === 0);
  };
  const lh = budgets.lighthouse;
  const floorMobile = lighthouse.find((r) => r.isFloor && r.label === 'floor' && r.preset === 'mobile');
  const round = (value, digits = 0) => Number(value.toFixed(digits));

  for (const result of lighthouse.filter((r) => !r.isFloor)) {
    const { route, median, preset, vsFloor } = result;
    if (preset === 'mobile') {
      for (const [category, min] of Object.entries(lh.minScores)) {
        // A run of some categories only (CI's: ci.lighthouseCategories) is judged on those it scored.
        if (!(category in median.judgedScores)) continue;
        const value = median.judgedScores[category];
        add(category, `${SCORE_LABELS[category]} ≥`, route, value, min, value >= min);
      }
      // The Lighthouse goal, judged only when the floor itself scored high enough for the figure to mean something.
      const goal = lh.vsFloor.mobile;
      const floorScore = floorMobile?.median.judgedScores.performance;
      if (vsFloor && typeof floorScore === 'number' && floorScore >= goal.whenFloorAtLeast) {
        const value = median.judgedScores.performance;
        add('mobilePerformance', `Performance ≥ (mobile, floor ≥ ${goal.whenFloorAtLeast})`, route, value, goal.mobilePerformance, value >= goal.mobilePerformance);
      }
      // A run of the accessibility, best-practices and SEO categories only (CI) has no trace: no CLS, no requests.
      if (typeof median.metrics.cls === 'number') {
        const maxCls = lh.maxCls + (tolerance.cls ?? 0);
        add('cls', 'CLS ≤', route, round(median.metrics.cls, 4), maxCls, median.metrics.cls <= maxCls);
        addThirdParty(route, result.thirdParty);
      }
    } else if (preset === 'desktop') {
      const value = median.judgedScores.performance;
      const limit = lh.desktopPerformance - (tolerance.performance ?? 0);
      add('desktopPerformance', 'Performance ≥ (desktop)', route, value, limit, value >= limit);
    }
  }

  // What a visitor gets: real throttled loads against the floor's, medians (scripts/bench/visitor-loads.mjs).
  const real = budgets.visitor;
  const factor = machineFactor(visitor, tolerance);
  for (const row of visitor.filter((r) => !r.isFloor)) {
    const { route, vsFloor } = row;
    if (vsFloor) {
      const lcpLimit = Math.round((real.vsFloor.lcpMs + (tolerance.visitorLcpMs ?? 0)) * factor);
      add('visitorLcpVsFloor', 'largest paint − floor ms ≤ (real load)', route, Math.round(vsFloor.lcpMs), lcpLimit, vsFloor.lcpMs <= lcpLimit);
      const hydratedLimit = Math.round((real.vsFloor.hydratedMs + (tolerance.visitorHydratedMs ?? 0)) * factor);
      add('visitorHydratedVsFloor', 'hydrated − floor ms ≤ (real load)', route, Math.round(vsFloor.hydratedMs), hydratedLimit, vsFloor.hydratedMs <= hydratedLimit);
      const mainLimit = round(real.vsFloor.mainThreadRatio + (tolerance.visitorMainThreadRatio ?? 0), 2);
      add('visitorMainThreadVsFloor', 'main-thread work ÷ floor ≤ (real load)', route, round(vsFloor.mainThreadRatio, 2), mainLimit, vsFloor.mainThreadRatio <= mainLimit);
      // Until that budget is enforced, a regression of main-thread work still fails CI: the ceiling stands in for it.
      const ceiling = budgets.ci?.visitorMainThreadCeiling?.ratio;
      if (ceiling && notEnforced.includes('visitorMainThreadVsFloor')) {
        add('visitorMainThreadCeiling', `main-thread work ÷ floor ≤ (real load, ceiling until ${real.vsFloor.mainThreadRatio} holds)`, route, round(vsFloor.mainThreadRatio, 2), ceiling, vsFloor.mainThreadRatio <= ceiling);
      }
    }
    add('visitorCls', 'CLS ≤ (real load, worst run)', route, round(row.cls, 4), real.maxCls, row.cls <= real.maxCls);
    add('failedLoads', 'loads with a failed request =', route, row.failedLoads, 0, row.failedLoads === 0);
    addThirdParty(route, row.thirdParty);
  }

  for (const page of bytes) {
    const kib = (b) => Number((b / KIB).toFixed(1));
    add('routeJs', 'route JS KiB ≤', page.route, kib(page.jsRouteOnlyGzip), budgets.bytes.maxRouteJsKiB, page.jsRouteOnlyGzip <= budgets.bytes.maxRouteJsKiB * KIB);
    add('totalJs', 'total JS KiB ≤', page.route, kib(page.jsTotalGzip), budgets.bytes.maxTotalJsKiB, page.jsTotalGzip <= budgets.bytes.maxTotalJsKiB * KIB);
    add('css', 'CSS KiB ≤', page.route, kib(page.cssGzip), budgets.bytes.maxCssKiB, page.cssGzip <= budgets.bytes.maxCssKiB * KIB);
    add('ownRules', 'own inline rules KiB raw ≤', page.route, kib(page.ownRulesRaw), budgets.bytes.maxOwnRulesKiB, page.ownRulesRaw <= budgets.bytes.maxOwnRulesKiB * KIB);
  }

  for (const { route, next, ratio } of load) {
    if (ratio !== null && ratio !== undefined) {
      const limit = round(budgets.load.minThroughputRatio - (tolerance.throughputRatio ?? 0), 2);
      add('throughputRatio', `next start ÷ static req/s ≥ (${budgets.load.connections} conn.)`, route, round(ratio, 2), limit, ratio >= limit);
    }
    const failed = next.non2xx + next.errors + next.timeouts;
    add('failedRequests', 'failed requests under load =', route, failed, 0, failed === 0);
  }
  return checks;
}

