/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { judge, machineFactor } from '../../scripts/bench/judge.mjs';

const budgets = JSON.parse(readFileSync(path.join(__dirname, '../../scripts/bench/budgets.json'), 'utf8'));

/** A real-load row as scripts/bench/visitor-loads.mjs summarises it. */
function visitorRow(route: string, vsFloor: { lcpMs: number; hydratedMs: number; mainThreadRatio: number }, extra = {}) {
  return { route, isFloor: false, vsFloor, cls: 0, failedLoads: 0, thirdParty: [] as string[], ...extra };
}

const verdict = (checks: { key: string; route: string; ok: boolean }[], key: string, route: string) =>
  checks.find((check) => check.key === key && check.route === route)?.ok;

describe('bench:check verdicts on real loads', () => {
  it('passes a page within the visitor budgets of the floor and fails one beyond them', () => {
    const { lcpMs, hydratedMs, mainThreadRatio } = budgets.visitor.vsFloor;
    const checks = judge({
      budgets,
      visitor: [
        { route: '(floor)', isFloor: true, cls: 0, failedLoads: 0, thirdParty: [] },
        visitorRow('/within', { lcpMs, hydratedMs, mainThreadRatio }),
        visitorRow('/beyond', { lcpMs: lcpMs + 1, hydratedMs: hydratedMs + 1, mainThreadRatio: mainThreadRatio + 0.01 }),
      ],
    });
    for (const key of ['visitorLcpVsFloor', 'visitorHydratedVsFloor', 'visitorMainThreadVsFloor']) {
      expect(verdict(checks, key, '/within')).toBe(true);
      expect(verdict(checks, key, '/beyond')).toBe(false);
    }
    expect(checks.some((check) => check.route === '(floor)')).toBe(false);
  });

  it('lets the CI tolerance absorb noise, and only that much', () => {
    const { lcpMs } = budgets.visitor.vsFloor;
    const tolerance = budgets.ci.tolerance;
    const row = (extra: number) => visitorRow('/a', { lcpMs: lcpMs + extra, hydratedMs: 0, mainThreadRatio: 1 });
    expect(verdict(judge({ budgets, tolerance, visitor: [row(tolerance.visitorLcpMs)] }), 'visitorLcpVsFloor', '/a')).toBe(true);
    expect(verdict(judge({ budgets, tolerance, visitor: [row(tolerance.visitorLcpMs + 1)] }), 'visitorLcpVsFloor', '/a')).toBe(false);
  });

  it('stretches CI’s limits as far as the floor ran slower than on the reference machine, and never shrinks them', () => {
    const tolerance = budgets.ci.tolerance;
    const reference = tolerance.referenceFloorMainThreadMs;
    const limit = budgets.visitor.vsFloor.hydratedMs + tolerance.visitorHydratedMs;
    const floor = (mainThread: number) => ({ route: '(floor)', isFloor: true, mainThread, cls: 0, failedLoads: 0, thirdParty: [] });
    const page = (hydratedMs: number) => visitorRow('/a', { lcpMs: 0, hydratedMs, mainThreadRatio: 1 });
    const hydrated = (floorMain: number, hydratedMs: number, withTolerance = tolerance) =>
      verdict(judge({ budgets, tolerance: withTolerance, visitor: [floor(floorMain), page(hydratedMs)] }), 'visitorHydratedVsFloor', '/a');

    expect(machineFactor([floor(reference * 2)], tolerance)).toBe(2);
    expect(hydrated(reference * 2, limit * 2)).toBe(true);
    expect(hydrated(reference * 2, limit * 2 + 1)).toBe(false);
    // A faster machine keeps the limits as they are.
    expect(machineFactor([floor(reference / 2)], tolerance)).toBe(1);
    expect(hydrated(reference / 2, limit + 1)).toBe(false);
    // A full run (no tolerance) judges the budgets themselves, whatever the machine.
    expect(hydrated(reference * 2, budgets.visitor.vsFloor.hydratedMs + 1, {})).toBe(false);
  });

  it('neither judges nor lists a budget CI does not enforce yet', () => {
    const { lcpMs, hydratedMs, mainThreadRatio } = budgets.visitor.vsFloor;
    const beyond = visitorRow('/beyond', { lcpMs: lcpMs + 1_000, hydratedMs: hydratedMs + 1_000, mainThreadRatio: mainThreadRatio + 1 });
    const checks = judge({ budgets, visitor: [beyond], notEnforced: ['visitorHydratedVsFloor', 'visitorMainThreadVsFloor'] });
    expect(checks.map((check) => check.key)).not.toContain('visitorHydratedVsFloor');
    expect(checks.map((check) => check.key)).not.toContain('visitorMainThreadVsFloor');
    expect(verdict(checks, 'visitorLcpVsFloor', '/beyond')).toBe(false);
  });

  it('holds main-thread work under CI’s ceiling while the budget itself is not enforced, and only then', () => {
    const ceiling = budgets.ci.visitorMainThreadCeiling.ratio;
    const { mainThreadRatio } = budgets.visitor.vsFloor;
    expect(ceiling).toBeGreaterThan(mainThreadRatio);
    const row = (route: string, ratio: number) => visitorRow(route, { lcpMs: 0, hydratedMs: 0, mainThreadRatio: ratio });
    const visitor = [row('/under', ceiling), row('/over', ceiling + 0.01)];
    const ci = judge({ budgets, tolerance: budgets.ci.tolerance, visitor, notEnforced: ['visitorMainThreadVsFloor'] });
    expect(verdict(ci, 'visitorMainThreadCeiling', '/under')).toBe(true);
    expect(verdict(ci, 'visitorMainThreadCeiling', '/over')).toBe(false);
    // A run that judges the budget (a full run) needs no ceiling: the budget is the stricter limit.
    const full = judge({ budgets, visitor });
    expect(full.map((check) => check.key)).not.toContain('visitorMainThreadCeiling');
    expect(verdict(full, 'visitorMainThreadVsFloor', '/under')).toBe(false);
  });

  it('fails any layout shift, any failed request and any request to another origin', () => {
    const calm = { lcpMs: 0, hydratedMs: 0, mainThreadRatio: 1 };
    const checks = judge({
      budgets,
      visitor: [
        visitorRow('/shift', calm, { cls: 0.01 }),
        visitorRow('/broken', calm, { failedLoads: 1 }),
        visitorRow('/tracker', calm, { thirdParty: ['https://tracker.example/p.js'] }),
      ],
    });
    expect(verdict(checks, 'visitorCls', '/shift')).toBe(false);
    expect(verdict(checks, 'failedLoads', '/broken')).toBe(false);
    expect(verdict(checks, 'thirdParty', '/tracker')).toBe(false);
    expect(verdict(checks, 'thirdParty', '/shift')).toBe(true);
  });

  it('judges Lighthouse scores from a run without a trace, and the Performance goal only when the floor scored high', () => {
    const run = (route: string, performance: number | null, isFloor = false) => ({
      route,
      label: isFloor ? 'floor' : route,
      isFloor,
      preset: 'mobile',
      median: {
        judgedScores: { performance, accessibility: 100, 'best-practices': 100, seo: isFloor ? 100 : 92 },
        metrics: { cls: null },
      },
      ...(isFloor ? {} : { vsFloor: {} }),
      thirdParty: [],
    });
    const quietFloor = judge({ budgets, lighthouse: [run('(floor)', 96, true), run('/a', 89)] });
    expect(verdict(quietFloor, 'seo', '/a')).toBe(false);
    expect(verdict(quietFloor, 'mobilePerformance', '/a')).toBe(false);
    expect(quietFloor.some((check) => check.key === 'cls')).toBe(false);
    const busyFloor = judge({ budgets, lighthouse: [run('(floor)', 90, true), run('/a', 70)] });
    expect(busyFloor.some((check) => check.key === 'mobilePerformance')).toBe(false);
  });

  it('judges a run of some categories on those it scored, and fails a low one', () => {
    const ciRun = (seo: number) => ({
      route: '/a',
      label: '/a',
      isFloor: false,
      preset: 'mobile',
      median: { judgedScores: { 'best-practices': 100, seo }, metrics: { cls: null } },
      thirdParty: [],
    });
    const checks = judge({ budgets, lighthouse: [ciRun(100)] });
    expect(checks.map((check) => check.key).sort()).toEqual(['best-practices', 'seo']);
    expect(checks.every((check) => check.ok)).toBe(true);
    expect(verdict(judge({ budgets, lighthouse: [ciRun(99)] }), 'seo', '/a')).toBe(false);
  });
});

describe('bench:check verdicts on bytes', () => {
  const KIB = 1024;
  const page = (route: string, ownRulesRaw: number) => ({
    route,
    jsRouteOnlyGzip: 0,
    jsTotalGzip: 0,
    cssGzip: 0,
    ownRulesRaw,
  });

  it('holds the rules a page inlines for its own markup under their raw budget, to the byte', () => {
    const limit = budgets.bytes.maxOwnRulesKiB * KIB;
    const checks = judge({ budgets, bytes: [page('/within', limit), page('/beyond', limit + 1)] });
    expect(verdict(checks, 'ownRules', '/within')).toBe(true);
    expect(verdict(checks, 'ownRules', '/beyond')).toBe(false);
  });

  it('holds every page under the 15 KB goal: fails the article as it was with Tailwind’s rings and stacks, passes it today', () => {
    const article = (bytes: number) => verdict(judge({ budgets, bytes: [page('/article', bytes)] }), 'ownRules', '/article');
    expect(article(15_000)).toBe(false);
    expect(article(17_759)).toBe(false);
    expect(article(14_849)).toBe(true);
  });
});
