// Each service's motif, drawn in a box of size s centred on c: line art in the palette's motif colour.
import { n0, n1, pt, poly, arcPts, smoothOpen } from '../path-data.mjs';
import { circle, dot, path } from '../svg-shapes.mjs';

export const SERVICE_MOTIFS = {
  'strategy-consulting': (c, s) => {
    // compass: ring + four-point star
    const r = s * 0.42;
    const k = s * 0.09;
    return (
      circle(c[0], c[1], r) +
      circle(c[0], c[1], r * 0.72) +
      path(
        poly([
          [c[0], c[1] - r * 1.15],
          [c[0] + k, c[1] - k],
          [c[0] + r * 1.15, c[1]],
          [c[0] + k, c[1] + k],
          [c[0], c[1] + r * 1.15],
          [c[0] - k, c[1] + k],
          [c[0] - r * 1.15, c[1]],
          [c[0] - k, c[1] - k],
        ]) + 'Z',
      ) +
      dot(c[0], c[1], 4)
    );
  },
  'operations-improvement': (c, s) => {
    // continuous-improvement cycle: open ring with arrowhead + inner nodes
    const r = s * 0.4;
    const a = arcPts(c[0], c[1], r, -Math.PI * 0.35, Math.PI * 1.45, 10);
    const end = a[a.length - 1];
    const t = Math.PI * 1.45 + Math.PI / 2;
    const h = s * 0.08;
    const arrow = poly([
      [end[0] - h * Math.cos(t - 0.6), end[1] - h * Math.sin(t - 0.6)],
      end,
      [end[0] - h * Math.cos(t + 0.6), end[1] - h * Math.sin(t + 0.6)],
    ]);
    return (
      path(`M${pt(a[0])}A${n0(r)} ${n0(r)} 0 1 1 ${pt(end)}`) +
      path(arrow) +
      [0.15, 0.55, 0.95].map((k) => dot(c[0] + r * Math.cos(Math.PI * k), c[1] + r * Math.sin(Math.PI * k), 6)).join('')
    );
  },
  'organizational-hr-consulting': (c, s) => {
    // org chart: one node, three below
    const top = [c[0], c[1] - s * 0.3];
    const y2 = c[1] + s * 0.25;
    const xs = [-0.38, 0, 0.38].map((k) => c[0] + k * s);
    const busY = c[1] - s * 0.02;
    return (
      circle(top[0], top[1], s * 0.09) +
      path(`M${n0(top[0])} ${n0(top[1] + s * 0.09)}V${n0(busY)}M${n0(xs[0])} ${n0(y2 - s * 0.09)}V${n0(busY)}H${n0(xs[2])}V${n0(y2 - s * 0.09)}M${n0(xs[1])} ${n0(busY)}V${n0(y2 - s * 0.09)}`) +
      xs.map((x) => circle(x, y2, s * 0.09)).join('')
    );
  },
  'digital-transformation': (c, s) => {
    // a dot grid that resolves into squares along the diagonal
    let out = '';
    const n = 5;
    const g = s / (n - 1);
    for (let i = 0; i < n; i++)
      for (let j = 0; j < n; j++) {
        const x = c[0] - s / 2 + i * g;
        const y = c[1] - s / 2 + j * g;
        if (i + j >= n) {
          const q = 5 + (i + j - n) * 2.2;
          out += `<rect x="${n1(x - q)}" y="${n1(y - q)}" width="${n1(2 * q)}" height="${n1(2 * q)}" rx="2"/>`;
        } else out += dot(x, y, 3);
      }
    return out;
  },
  'marketing-growth-strategy': (c, s) => {
    // growth curve with milestone nodes and arrow
    const pts = Array.from({ length: 9 }, (_, i) => {
      const t = i / 8;
      return [c[0] - s / 2 + s * t, c[1] + s * 0.4 - s * 0.8 * t * t];
    });
    const e = pts[8];
    return (
      path(`M${n0(c[0] - s / 2)} ${n0(c[1] + s * 0.48)}H${n0(c[0] + s / 2)}`, ' opacity=".5"') +
      path(smoothOpen(pts)) +
      path(poly([[e[0] - s * 0.1, e[1] + s * 0.01], e, [e[0] - s * 0.02, e[1] + s * 0.1]])) +
      [2, 4, 6].map((i) => circle(pts[i][0], pts[i][1], 6)).join('')
    );
  },
  'ai-solutions': (c, s) => {
    // small neural network: 3-4-2 nodes
    const layers = [3, 4, 2].map((count, li) =>
      Array.from({ length: count }, (_, i) => [c[0] + (li - 1) * s * 0.45, c[1] + (i - (count - 1) / 2) * s * 0.26]),
    );
    let d = '';
    for (let li = 0; li < 2; li++) for (const a of layers[li]) for (const b of layers[li + 1]) d += `M${pt(a)}L${pt(b)}`;
    return path(d, ' opacity=".55" stroke-width="1.5"') + layers.flat().map((p) => circle(p[0], p[1], 7)).join('');
  },
};
