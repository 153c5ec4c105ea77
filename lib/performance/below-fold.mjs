// Shared by components (no React here) and the post-build critical-CSS step (lib/performance/critical-css.mjs).

/** Marks an element that never shares the first screen of a long page: its rules wait for the full stylesheet. */
export const BELOW_FOLD = 'data-below-fold';

/** Spread onto an element: `<footer {...belowFold}>`. React writes it as `data-below-fold=""`. */
export const belowFold = Object.freeze({ [BELOW_FOLD]: '' });
