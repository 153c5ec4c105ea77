import localFont from 'next/font/local';

// One web font, Inter, for body text; headings use the system's serif (globals.css --font-serif), so a
// first visit downloads one font file instead of two (issue #10: 99 KB of fonts at High priority).
// Self-hosted from @fontsource-variable: next/font/google needs the network at build time.
// - `preload: false`: the font no longer competes with the stylesheet and scripts for the first paint.
// - `display: 'optional'`: the browser uses the font only if it is ready for the first paint and never
//   swaps afterwards, so text cannot reflow (CLS 0); once cached, later pages show it from the start.
// - next/font/local adds a fallback @font-face on Arial with Inter's metrics (adjustFontFallback), so the
//   fallback takes the same space.
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
  display: 'optional',
  preload: false,
});

/** The class names that define the font variables, for the root element (also used by the bench ladder). */
export const fontVariables = inter.variable;
