// Self time per trace event on a page's main thread, from a Chrome trace: what bench:main-thread --events prints.
// Chrome's Performance counters (script, layout, style) leave most of the difference from the floor in "the rest";
// the trace names it (ParseHTML, Paint, CSS parsing, each SVG image's own document …). No library reads Chrome's
// trace events into self times, so this does: complete events ('X') nest by time on one thread, and an event's self
// time is its duration less its children's.

/** The categories the DevTools performance panel records, enough to name the main thread's work. */
export const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink', 'loading', 'toplevel'];

/**
 * The renderer main thread that ran the page: of the threads named CrRendererMain, the one with the most task time
 * (a new context can leave an idle renderer of its own in the trace).
 * @param {{ name: string, ph: string, pid: number, tid: number, dur?: number, args?: { name?: string } }[]} events
 */
export function pageMainThread(events) {
  const busy = new Map();
  for (const event of events) if (event.name === 'RunTask' && event.dur) busy.set(`${event.pid}:${event.tid}`, (busy.get(`${event.pid}:${event.tid}`) ?? 0) + event.dur);
  const threads = events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  const key = ({ pid, tid }) => `${pid}:${tid}`;
  return threads.sort((a, b) => (busy.get(key(b)) ?? 0) - (busy.get(key(a)) ?? 0))[0] ?? null;
}

/**
 * Self time in ms of each event name on one thread.
 * @param {{ name: string, ph: string, pid: number, tid: number, ts: number, dur?: number }[]} events
 * @param {{ pid: number, tid: number }} thread
 * @returns {Map<string, number>}
 */
export function selfTimes(events, { pid, tid }) {
  const complete = events
    .filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X' && typeof event.dur === 'number')
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const self = new Map();
  const open = [];
  for (const event of complete) {
    while (open.length && open.at(-1).ts + open.at(-1).dur <= event.ts) open.pop();
    const parent = open.at(-1);
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - event.dur / 1000);
    self.set(event.name, (self.get(event.name) ?? 0) + event.dur / 1000);
    open.push(event);
  }
  return self;
}
