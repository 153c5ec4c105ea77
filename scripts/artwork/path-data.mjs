// Path data: numbers rounded as the files print them, and the curves and polylines every layer and motif is made of.

export const n0 = (v) => String(Math.round(v) || 0);
export const n1 = (v) => String(Math.round(v * 10) / 10 || 0);
export const pt = (p) => `${n0(p[0])} ${n0(p[1])}`;
const mid = (a, b) => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];

/** Straight segments through the points. */
export const poly = (pts) => `M${pts.map(pt).join('L')}`;

/** Smooth open curve through the points (quadratic, midpoint method). */
export function smoothOpen(pts) {
  if (pts.length < 3) return poly(pts);
  let d = `M${pt(pts[0])}`;
  for (let i = 1; i < pts.length - 1; i++) d += `Q${pt(pts[i])} ${pt(mid(pts[i], pts[i + 1]))}`;
  return d + `L${pt(pts[pts.length - 1])}`;
}

/** Smooth closed curve through the points. */
export function smoothClosed(pts) {
  const n = pts.length;
  let d = `M${pt(mid(pts[n - 1], pts[0]))}`;
  for (let i = 0; i < n; i++) d += `Q${pt(pts[i])} ${pt(mid(pts[i], pts[(i + 1) % n]))}`;
  return d + 'Z';
}

/** n + 1 points along a circular arc from angle a0 to a1. */
export const arcPts = (cx, cy, r, a0, a1, n) =>
  Array.from({ length: n + 1 }, (_, i) => {
    const a = a0 + ((a1 - a0) * i) / n;
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
  });
