/**
 * Real throttled loads (scripts/bench/visitor-loads.mjs) summarised per route and build: medians, and each against the
 * floor's loads in the same run. Pure, so it is unit-tested (__tests__/bench/visitor-rows.test.ts).
 */
import { median } from './lib.mjs';

/** The floor's row, keyed apart from every route. */
export const FLOOR = '(floor)';

/**
 * Rows from several runs of measureVisitorLoads as one: every load of a route, and of the floor, counted together.
 * @param {...VisitorRow[]} rowSets rows as summarise returns them
 * @returns {VisitorRow[]}
 */
export function mergeVisitorRows(...rowSets) {
  const samples = new Map();
  for (const row of rowSets.flat()) {
    const key = `${row.route}\t${row.dir ?? ''}`;
    samples.set(key, [...(samples.get(key) ?? []), ...row.samples]);
  }
  return summarise(samples);
}

/**
 * CI judges one load per route; a route over a timing limit (`overLimit(rows)`: its routes) is loaded again
 * (`measureAgain(routes)`: rows with the floor's loads beside them) and judged on all its loads. Every pass's floor
 * loads count together, so a pass can move the floor's median and put a route that was not loaded again over a limit
 * (2026-11-26: /about, +1,118 ms of hydration against the first pass's floor, +1,350 against the merged one): such a
 * route is loaded again too. Each route at most once, so it ends.
 * @param {VisitorRow[]} rows
 * @param {{ overLimit: (rows: VisitorRow[]) => string[], measureAgain: (routes: string[]) => Promise<VisitorRow[]>, log?: (routes: string[]) => void }} options
 * @returns {Promise<VisitorRow[]>}
 */
export async function retryOverLimit(rows, { overLimit, measureAgain, log = () => {} }) {
  const retried = new Set();
  let merged = rows;
  for (;;) {
    const over = overLimit(merged).filter((route) => !retried.has(route));
    if (over.length === 0) return merged;
    log(over);
    for (const route of over) retried.add(route);
    merged = mergeVisitorRows(merged, await measureAgain(over));
  }
}

/**
 * @typedef {{ lcpMs: number, hydratedMs: number, mainThreadRatio: number }} VsFloor
 * @typedef {{ route: string, dir: string, isFloor: boolean, fcp: number, lcp: number, hydrated: number,
 *   mainThread: number, cls: number, thirdParty: string[], failedLoads: number, load: string, samples: any[],
 *   vsFloor?: VsFloor }} VisitorRow
 */

/**
 * Medians per route and build, and their difference from (or ratio to) the floor's medians.
 * @param {Map<string, any[]>} samples each load, keyed `route\tdir`
 * @returns {VisitorRow[]}
 */
export function summarise(samples) {
  const rows = [...samples].map(([key, list]) => {
    const [route, dir] = key.split('\t');
    const pick = (name) => median(list.map((sample) => sample[name]).filter((value) => value !== null && value !== undefined));
    const loads = list.map((sample) => sample.load).filter((load) => load !== null);
    return {
      route,
      dir,
      isFloor: route === FLOOR,
      fcp: pick('fcp'),
      lcp: pick('lcp'),
      hydrated: pick('hydrated'),
      mainThread: pick('mainThread'),
      cls: Math.max(...list.map((sample) => sample.cls)),
      thirdParty: [...new Set(list.flatMap((sample) => sample.thirdParty))],
      failedLoads: list.filter((sample) => sample.failed.length > 0).length,
      load: loads.length ? `${Math.min(...loads)}–${Math.max(...loads)}` : '–',
      samples: list,
    };
  });
  const floor = rows.find((row) => row.isFloor);
  for (const row of rows) {
    if (row.isFloor || !floor) continue;
    row.vsFloor = {
      lcpMs: row.lcp - floor.lcp,
      hydratedMs: row.hydrated - floor.hydrated,
      mainThreadRatio: row.mainThread / floor.mainThread,
    };
  }
  return rows;
}
