/** @jest-environment node */
import { FLOOR, mergeVisitorRows, summarise } from '../../scripts/bench/visitor-rows.mjs';

/** One throttled load as measureLoad returns it. */
const load = (lcp: number, hydrated: number, mainThread = 1_000) => ({ fcp: lcp, lcp, hydrated, mainThread, cls: 0, failed: [], thirdParty: [], load: '1.00' });

describe('bench:check --ci, a route measured again', () => {
  it('judges the route and the floor on all their loads together', () => {
    const first = summarise(new Map([
      [`${FLOOR}\t`, [load(800, 2_500)]],
      ['/a\t.next', [load(1_200, 3_900)]],
      ['/b\t.next', [load(1_100, 2_900)]],
    ]));
    const again = summarise(new Map([
      [`${FLOOR}\t`, [load(820, 2_520), load(780, 2_480)]],
      ['/a\t.next', [load(1_150, 3_000), load(1_100, 2_950)]],
    ]));
    const rows = mergeVisitorRows(first, again);
    const floor = rows.find((row) => row.isFloor)!;
    const a = rows.find((row) => row.route === '/a')!;
    expect(floor.samples).toHaveLength(3);
    expect(floor.hydrated).toBe(2_500);
    // One load far out no longer decides: the median of three does.
    expect(a.samples).toHaveLength(3);
    expect(a.hydrated).toBe(3_000);
    expect(a.vsFloor).toEqual({ lcpMs: 350, hydratedMs: 500, mainThreadRatio: 1 });
    // A route not measured again keeps its one load, judged against the floor's new median.
    expect(rows.find((row) => row.route === '/b')?.vsFloor?.hydratedMs).toBe(400);
  });
});
