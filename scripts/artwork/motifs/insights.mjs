// Each article's motif, drawn in a box of size s centred on c: line art in the palette's motif colour.
import { n0, n1, pt, smoothOpen } from '../path-data.mjs';
import { circle, dot, path } from '../svg-shapes.mjs';

export const INSIGHT_MOTIFS = {
  'ai-decision-making-2025': (c, s) => {
    // decision tree: root splits twice
    const root = [c[0] - s * 0.45, c[1]];
    const l1 = [[c[0] - s * 0.05, c[1] - s * 0.25], [c[0] - s * 0.05, c[1] + s * 0.25]];
    const l2 = [
      [c[0] + s * 0.4, c[1] - s * 0.38],
      [c[0] + s * 0.4, c[1] - s * 0.12],
      [c[0] + s * 0.4, c[1] + s * 0.12],
      [c[0] + s * 0.4, c[1] + s * 0.38],
    ];
    const link = (a, b) => `M${pt(a)}C${n0((a[0] + b[0]) / 2)} ${n0(a[1])} ${n0((a[0] + b[0]) / 2)} ${n0(b[1])} ${pt(b)}`;
    const d = link(root, l1[0]) + link(root, l1[1]) + link(l1[0], l2[0]) + link(l1[0], l2[1]) + link(l1[1], l2[2]) + link(l1[1], l2[3]);
    return path(d) + circle(root[0], root[1], 11) + l1.map((p) => circle(p[0], p[1], 8)).join('') + l2.map((p, i) => (i === 1 ? dot(p[0], p[1], 8) : circle(p[0], p[1], 6.5))).join('');
  },
  'quantum-computing-breakthrough-2025': (c, s) => {
    // three orbit ellipses around a nucleus
    const rx = s * 0.5;
    const ry = s * 0.18;
    return (
      [0, 60, 120].map((a) => `<ellipse cx="${n1(c[0])}" cy="${n1(c[1])}" rx="${n1(rx)}" ry="${n1(ry)}" transform="rotate(${a} ${n1(c[0])} ${n1(c[1])})"/>`).join('') +
      dot(c[0], c[1], 8) +
      [
        [0, 0.2],
        [60, 2.4],
        [120, 4.2],
      ]
        .map(([deg, th]) => {
          const a = (deg * Math.PI) / 180;
          const x = rx * Math.cos(th);
          const y = ry * Math.sin(th);
          return dot(c[0] + x * Math.cos(a) - y * Math.sin(a), c[1] + x * Math.sin(a) + y * Math.cos(a), 4.5);
        })
        .join('')
    );
  },
  'autonomous-supply-chains-2025': (c, s) => {
    // interlocking links forming a chain, with flow arrow
    const r = s * 0.17;
    const xs = [-0.36, 0, 0.36].map((k) => c[0] + k * s);
    let out = xs.map((x, i) => `<rect x="${n1(x - r * 1.25)}" y="${n1(c[1] - r * 0.75 + (i % 2 ? 0 : 0))}" width="${n1(r * 2.5)}" height="${n1(r * 1.5)}" rx="${n1(r * 0.75)}"/>`).join('');
    const ay = c[1] + s * 0.38;
    out += path(`M${n0(c[0] - s * 0.45)} ${n0(ay)}H${n0(c[0] + s * 0.45)}M${n0(c[0] + s * 0.38)} ${n0(ay - 7)}L${n0(c[0] + s * 0.45)} ${n0(ay)}L${n0(c[0] + s * 0.38)} ${n0(ay + 7)}`, ' stroke-dasharray="none" opacity=".6"');
    return out;
  },
  'sustainable-business-2025': (c, s) => {
    // leaf with veins inside a circular arrow
    const top = [c[0] + s * 0.2, c[1] - s * 0.3];
    const bot = [c[0] - s * 0.2, c[1] + s * 0.3];
    let d = `M${pt(bot)}Q${n0(c[0] - s * 0.42)} ${n0(c[1] - s * 0.3)} ${pt(top)}Q${n0(c[0] + s * 0.42)} ${n0(c[1] + s * 0.3)} ${pt(bot)}Z`;
    d += `M${n0(bot[0] - s * 0.06)} ${n0(bot[1] + s * 0.09)}L${pt(top)}`;
    for (const k of [0.3, 0.5, 0.7]) {
      const p = [bot[0] + (top[0] - bot[0]) * k, bot[1] + (top[1] - bot[1]) * k];
      d += `M${pt(p)}l${n0(-s * 0.1)} ${n0(-s * 0.02)}M${pt(p)}l${n0(s * 0.03)} ${n0(s * 0.1)}`;
    }
    return path(d) + `<circle cx="${n1(c[0])}" cy="${n1(c[1])}" r="${n1(s * 0.48)}" stroke-dasharray="3 11" opacity=".7"/>`;
  },
  'vr-workplace-2025': (c, s) => {
    // nested frames receding in perspective
    let out = '';
    for (let k = 0; k < 4; k++) {
      const f = 1 - k * 0.22;
      const w = s * 1.0 * f;
      const h = s * 0.66 * f;
      const x = c[0] - w / 2 + k * s * 0.06;
      const y = c[1] - h / 2 - k * s * 0.02;
      out += `<rect x="${n1(x)}" y="${n1(y)}" width="${n1(w)}" height="${n1(h)}" rx="${n1(8 * f)}"${k ? ` opacity="${n1(1 - k * 0.2)}"` : ''}/>`;
    }
    return out;
  },
  'biotech-revolution-2025': (c, s) => {
    // double helix with rungs
    const n = 24;
    const len = s * 1.1;
    const amp = s * 0.2;
    const A = [];
    const B = [];
    for (let i = 0; i <= n; i++) {
      const t = i / n;
      const x = c[0] - len / 2 + len * t;
      const ph = t * Math.PI * 3;
      A.push([x, c[1] + amp * Math.sin(ph)]);
      B.push([x, c[1] - amp * Math.sin(ph)]);
    }
    let rungs = '';
    for (let i = 1; i < n; i += 2) rungs += `M${pt(A[i])}L${pt(B[i])}`;
    return path(rungs, ' stroke-width="1.5" opacity=".55"') + path(smoothOpen(A)) + path(smoothOpen(B));
  },
};
