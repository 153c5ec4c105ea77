/** @jest-environment node */
import { pageMainThread, selfTimes } from '../../scripts/bench/trace-events.mjs';

const thread = { pid: 2, tid: 7 };
const x = (name: string, ts: number, dur: number, at = thread) => ({ name, ph: 'X', ts, dur, ...at });

describe('bench:main-thread --events', () => {
  it('gives each event its duration less its children’s, on the page’s thread only', () => {
    const events = [
      x('RunTask', 0, 10_000),
      x('ParseHTML', 1_000, 4_000),
      x('EvaluateScript', 2_000, 1_000),
      x('Layout', 6_000, 3_000),
      x('RunTask', 20_000, 2_000),
      x('Paint', 20_500, 1_500),
      x('RunTask', 0, 50_000, { pid: 3, tid: 1 }),
      { name: 'Mark', ph: 'I', ts: 5, ...thread },
    ];
    expect(Object.fromEntries(selfTimes(events, thread))).toEqual({ RunTask: 3.5, ParseHTML: 3, EvaluateScript: 1, Layout: 3, Paint: 1.5 });
  });

  it('finds the renderer main thread that ran the page, not an idle one', () => {
    const events = [
      { name: 'thread_name', ph: 'M', pid: 1, tid: 1, ts: 0, args: { name: 'CrRendererMain' } },
      { name: 'thread_name', ph: 'M', pid: 2, tid: 7, ts: 0, args: { name: 'CrRendererMain' } },
      { name: 'thread_name', ph: 'M', pid: 2, tid: 9, ts: 0, args: { name: 'Compositor' } },
      x('RunTask', 0, 100, { pid: 1, tid: 1 }),
      x('RunTask', 0, 9_000),
      x('RunTask', 0, 90_000, { pid: 2, tid: 9 }),
    ];
    expect(pageMainThread(events)).toMatchObject(thread);
    expect(pageMainThread([])).toBeNull();
  });
});
