// The meandering Platte River: a seeded centre line from the horizon to the bottom edge, widening as it nears.
import { smoothOpen } from './path-data.mjs';

/** The river's filled body and a highlight along its middle, as path data; opts fixes amp, freq or width. */
export function riverPath(rng, W, H, startX, startY, endX, opts = {}) {
  const n = 18;
  const amp = opts.amp ?? rng.range(70, 150);
  const freq = opts.freq ?? rng.range(0.85, 1.25);
  const phase = rng.range(0, Math.PI * 2);
  const maxW = opts.width ?? rng.range(60, 90);
  const centre = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const y = startY + (H + 90 - startY) * Math.pow(t, 1.35);
    const x = startX + (endX - startX) * t + amp * Math.pow(t, 1.1) * (Math.sin(2 * Math.PI * freq * t + phase) - Math.sin(phase));
    centre.push([x, y, 1.5 + maxW * Math.pow(t, 1.7)]);
  }
  const left = [];
  const right = [];
  for (let i = 0; i <= n; i++) {
    const p = centre[Math.max(0, i - 1)];
    const q = centre[Math.min(n, i + 1)];
    let tx = q[0] - p[0];
    let ty = q[1] - p[1];
    const l = Math.hypot(tx, ty) || 1;
    tx /= l;
    ty /= l;
    const w = centre[i][2] / 2;
    left.push([centre[i][0] - ty * w, centre[i][1] + tx * w]);
    right.push([centre[i][0] + ty * w, centre[i][1] - tx * w]);
  }
  const body = smoothOpen(left) + smoothOpen(right.reverse()).replace(/^M/, 'L') + 'Z';
  const highlight = smoothOpen(centre.slice(4).map(([x, y, w], i) => [x + w * 0.12, y - i * 0]));
  return { body, highlight };
}
