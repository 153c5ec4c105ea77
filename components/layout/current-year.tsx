'use client';

import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};
const visitorsYear = () => new Date().getFullYear();

/**
 * The footer's year as the visitor's clock has it. The page itself is prerendered with `builtIn`, its build's year,
 * which would outlive a New Year that passes without a deploy; React hydrates with that, then shows the current one.
 */
export function CurrentYear({ builtIn }: { builtIn: number }) {
  return useSyncExternalStore(neverChanges, visitorsYear, () => builtIn);
}
