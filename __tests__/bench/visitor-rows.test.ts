/** @jest-environment node */
import { FLOOR, mergeVisitorRows, retryOverLimit, summarise } from '../../scripts/bench/visitor-rows.mjs';

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

describe('bench:check --ci, which routes are loaded again', () => {
  /** Routes more than 1,000 ms of hydration behind the floor's median. */
  const overLimit = (rows: ReturnType<typeof summarise>) => rows.filter((row) => (row.vsFloor?.hydratedMs ?? 0) > 1_000).map((row) => row.route);

  it('loads again a route the merged floor puts over a limit, and every route at most once', async () => {
    const first = summarise(new Map([
      [`${FLOOR}\t`, [load(800, 2_900), load(800, 2_700), load(800, 2_800)]],
      ['/over\t.next', [load(1_200, 4_000)]],
      ['/near\t.next', [load(1_200, 3_700)]],
    ]));
    const passes: string[][] = [];
    const rows = await retryOverLimit(first, {
      overLimit,
      measureAgain: async (routes) => {
        passes.push(routes);
        // Each pass's floor loads are faster than the first pass's, and every route stays slow.
        return summarise(new Map([
          [`${FLOOR}\t`, [load(800, 2_400), load(800, 2_400), load(800, 2_400), load(800, 2_400)]],
          ...routes.map((route) => [`${route}\t.next`, [load(1_200, 4_000)]] as [string, ReturnType<typeof load>[]]),
        ]));
      },
    });
    // /near was 900 ms behind the first floor; the merged floor (median 2,400) puts it 1,300 behind: loaded again too.
    expect(passes).toEqual([['/over'], ['/near']]);
    expect(rows.find((row) => row.route === '/near')!.samples).toHaveLength(2);
    // Both stay over the limit and are not loaded a third time: the check fails them.
    expect(overLimit(rows).sort()).toEqual(['/near', '/over']);
  });

  it('loads nothing again when every route is within the limits', async () => {
    const rows = summarise(new Map([[`${FLOOR}\t`, [load(800, 2_500)]], ['/a\t.next', [load(1_000, 3_000)]]]));
    const measureAgain = jest.fn();
    await expect(retryOverLimit(rows, { overLimit, measureAgain })).resolves.toBe(rows);
    expect(measureAgain).not.toHaveBeenCalled();
  });
});
