// The neutral sand and navy contour pattern an image falls back to when its own fails to load.
import { contourPaths, contours } from './contours.mjs';
import { makeHeightField } from './height-field.mjs';
import { NAVY, SAND } from './palettes.mjs';
import { riverPath } from './river.mjs';
import { makeRng } from './random.mjs';
import { svgOpen } from './svg-shapes.mjs';

export function fallback() {
  const W = 1200;
  const H = 800;
  const rng = makeRng('fallback');
  const field = makeHeightField(rng, W, H, H * 0.9);
  const lines = contours(field, W, H, 12, 24);
  const { minor, major } = contourPaths(lines, 4);
  const river = riverPath(rng, W, H, 0.62 * W, -40, 0.42 * W, { amp: 120, freq: 1.2, width: 36 });
  let s = svgOpen(W, H);
  s += `<rect width="${W}" height="${H}" fill="${SAND[1]}"/>`;
  s += `<g fill="none" stroke="${NAVY[0]}" stroke-linecap="round"><path d="${minor}" stroke-width="1.2" opacity=".1"/><path d="${major}" stroke-width="2" opacity=".18"/></g>`;
  s += `<path d="${river.body}" fill="${NAVY[0]}" opacity=".08"/>`;
  s += '</svg>\n';
  return s;
}
