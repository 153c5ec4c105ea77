/** What bench:hydration and bench:transports print of real loads: medians, each against the floor, paired changes. */
import { formatChange } from './paired-changes.mjs';

export const ms = (value) => (value == null ? '–' : String(Math.round(value)));
const signed = (value) => (value == null ? '–' : `${value >= 0 ? '+' : '−'}${Math.abs(Math.round(value))}`);

/** Largest paint, hydration and main-thread work: the medians, then each against the floor's. */
export const MEDIAN_COLUMNS = [
  { key: 'lcp', label: 'largest paint', format: ms },
  { key: 'hydrated', label: 'hydrated', format: ms },
  { key: 'mainThread', label: 'main thread', format: ms },
  { key: 'vsFloor', label: 'LCP − floor', format: (v) => signed(v?.lcpMs) },
  { key: 'vsFloor', label: 'hydrated − floor', format: (v) => signed(v?.hydratedMs) },
  { key: 'vsFloor', label: 'main ÷ floor', format: (v) => (v ? v.mainThreadRatio.toFixed(2) : '–') },
];

/** The same three, as paired changes round by round (paired-changes.mjs). */
export const CHANGE_COLUMNS = [
  { key: 'lcp', label: 'largest paint', format: formatChange },
  { key: 'hydrated', label: 'hydrated', format: formatChange },
  { key: 'mainThread', label: 'main thread', format: formatChange },
];

/** A load with a failed request measured a different page: says so and fails the run. Returns how many there were. */
export function refuseFailedLoads(rows) {
  const failedLoads = rows.reduce((sum, row) => sum + row.failedLoads, 0);
  if (failedLoads > 0) {
    console.error(`\n${failedLoads} load(s) had a failed request (listed above): these figures are not comparable.`);
    process.exitCode = 1;
  }
  return failedLoads;
}
