import localFont from 'next/font/local';

// Self-hosted from @fontsource-variable: next/font/google needs the network at build time.
// next/font/local adds preload links and a metric-matched fallback, so the swap causes no layout shift.
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
  display: 'swap',
});

export const sourceSerif = localFont({
  src: '../node_modules/@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2',
  variable: '--font-source-serif',
  weight: '200 900',
  display: 'swap',
});
