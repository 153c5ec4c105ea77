// Wyoming horizon bands (far mountains, foothills, prairie): a seeded ridge line, and the band filled below it.
import { n0, smoothOpen } from './path-data.mjs';

/** A horizon band: y(x) along the width, sampled every `step` px. */
export function ridgeLine(rng, W, baseY, amp, step, roughness = 1) {
  const harm = [1, 2, 3, 5].map((k, i) => ({
    k: k * rng.range(0.8, 1.25),
    a: amp * (i === 0 ? 1 : rng.range(0.2, 0.55) * roughness) / (i + 1),
    p: rng.range(0, Math.PI * 2),
  }));
  const f = (x) => baseY - harm.reduce((s, h) => s + h.a * Math.sin((h.k * Math.PI * x) / W + h.p), 0);
  const pts = [];
  for (let x = -step; x <= W + step; x += step) pts.push([x, f(x)]);
  return { f, pts };
}

/** The band below a ridge line, filled to the bottom edge. */
export const bandPath = (pts, H) => `${smoothOpen(pts)}L${n0(pts[pts.length - 1][0])} ${H + 2}L${n0(pts[0][0])} ${H + 2}Z`;
