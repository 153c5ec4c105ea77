/** @jest-environment node */
import { formatChange, pairedChanges } from '../../scripts/bench/paired-changes.mjs';

const load = (hydrated: number, mainThread: number, failed: string[] = []) => ({ lcp: 800, hydrated, mainThread, failed });

describe('bench:hydration, builds compared round by round', () => {
  it('takes each round’s difference from the first build, not the difference of medians', () => {
    // A busy second round slows both builds; the later build is 50 ms quicker in every round.
    const rows = [
      { route: '/a', dir: '.next-before', samples: [load(2500, 900), load(3500, 1900), load(2600, 1000)] },
      { route: '/a', dir: '.next', samples: [load(2450, 850), load(3450, 1850), load(2550, 950)] },
    ];
    const change = pairedChanges(rows, ['.next-before', '.next'])[0]!;
    expect(change).toMatchObject({ route: '/a', base: '.next-before', dir: '.next' });
    expect(change.hydrated).toEqual({ median: -50, lower: 3, higher: 0, rounds: 3 });
    expect(change.mainThread).toEqual({ median: -50, lower: 3, higher: 0, rounds: 3 });
    expect(change.lcp).toEqual({ median: 0, lower: 0, higher: 0, rounds: 3 });
    expect(formatChange(change.hydrated)).toBe('−50 (3 of 3 lower)');
  });

  it('leaves out a round in which either load had a failed request, and compares every later build with the first', () => {
    const rows = [
      { route: '/a', dir: 'A', samples: [load(2000, 800), load(2000, 800, ['/x.js (404)'])] },
      { route: '/a', dir: 'B', samples: [load(2100, 900), load(1000, 100)] },
      { route: '/a', dir: 'C', samples: [load(2000, 700), load(2000, 700)] },
    ];
    const [b, c] = pairedChanges(rows, ['A', 'B', 'C']) as [ReturnType<typeof pairedChanges>[number], ReturnType<typeof pairedChanges>[number]];
    expect(b.dir).toBe('B');
    expect(b.hydrated).toEqual({ median: 100, lower: 0, higher: 1, rounds: 1 });
    expect(formatChange(b.hydrated)).toBe('+100 (1 of 1 higher)');
    expect(c.dir).toBe('C');
    expect(c.mainThread.median).toBe(-100);
  });
});
