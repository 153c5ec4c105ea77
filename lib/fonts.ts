import localFont from 'next/font/local';

// Self-hosted from @fontsource-variable: next/font/google needs the network at build time.
// next/font/local adds preload links and a metric-matched fallback. `optional`: Chrome waits briefly for a
// preloaded font before the first paint and never swaps afterwards, so text cannot reflow (CLS 0);
// a visit on a very slow link keeps the fallback for that page.
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
  display: 'optional',
});

export const sourceSerif = localFont({
  src: '../node_modules/@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2',
  variable: '--font-source-serif',
  weight: '200 900',
  display: 'optional',
});

/** The class names that define the font variables, for the root element (also used by the bench ladder). */
export const fontVariables = `${inter.variable} ${sourceSerif.variable}`;
