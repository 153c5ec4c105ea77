'use client';

import { useSyncExternalStore } from 'react';
import { firmYear } from '@/lib/firm-time.mjs';

const neverChanges = () => () => {};
const yearNow = () => firmYear();

/**
 * The footer's year: Casper's, by the visitor's clock. The page itself is prerendered with `builtIn`, its build's year
 * in Casper, which would outlive a New Year that passes without a deploy; React hydrates with that, then shows the
 * current one. Casper's year, not the visitor's zone's or the build machine's: one year for every visitor, which
 * the build's agrees with, and no copyright from a year not yet begun where the firm is.
 */
export function CurrentYear({ builtIn }: { builtIn: number }) {
  return useSyncExternalStore(neverChanges, yearNow, () => builtIn);
}
