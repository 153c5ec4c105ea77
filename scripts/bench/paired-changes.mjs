/**
 * Builds compared round by round. bench:hydration loads every build of `--dirs` in each round, one after the other,
 * so a round's loads share the machine's load of that minute. On this shared machine one load moves by ±150 ms from
 * the next, and the medians of two builds' loads by nearly as much; the difference within each round, and how many
 * rounds agree on its sign, separates a change from that noise far better (docs/performance.md).
 */

import { median } from './lib.mjs';

const METRICS = ['lcp', 'hydrated', 'mainThread'];

/** @typedef {{ median: number | null, lower: number, higher: number, rounds: number }} Change */

/**
 * For every route and every build but the first of `dirs`, each metric's round-by-round difference from the first
 * build: the median difference and how many rounds were lower and higher. `rows` are bench:hydration's rows (their
 * `samples` in round order); a round in which either load had a failed request, or lacks the metric, is left out.
 * @param {{ route: string, dir: string, samples: { failed: string[] }[] }[]} rows
 * @param {string[]} dirs
 * @returns {{ route: string, base: string, dir: string, lcp: Change, hydrated: Change, mainThread: Change }[]}
 */
export function pairedChanges(rows, dirs) {
  const [base, ...others] = dirs;
  const samplesOf = (route, dir) => rows.find((row) => row.route === route && row.dir === dir)?.samples ?? [];
  const routes = [...new Set(rows.filter((row) => row.dir === base).map((row) => row.route))];
  return routes.flatMap((route) =>
    others.map((dir) => {
      const before = samplesOf(route, base);
      const after = samplesOf(route, dir);
      const change = Object.fromEntries(
        METRICS.map((metric) => {
          const deltas = before
            .map((sample, round) => [sample, after[round]])
            .filter(([a, b]) => b && !a.failed.length && !b.failed.length && a[metric] != null && b[metric] != null)
            .map(([a, b]) => b[metric] - a[metric]);
          return [metric, { median: median(deltas), lower: deltas.filter((d) => d < 0).length, higher: deltas.filter((d) => d > 0).length, rounds: deltas.length }];
        }),
      );
      return /** @type {any} */ ({ route, base, dir, ...change });
    }),
  );
}

/**
 * "−88 (6 of 7 lower)": a paired change as the table prints it.
 * @param {Change} change
 */
export function formatChange({ median: value, lower, higher, rounds }) {
  if (value == null) return '–';
  const sign = value >= 0 ? '+' : '−';
  const agree = value < 0 ? `${lower} of ${rounds} lower` : `${higher} of ${rounds} higher`;
  return `${sign}${Math.abs(Math.round(value))} (${agree})`;
}
