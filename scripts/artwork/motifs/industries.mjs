// Each industry's motif, drawn in a box of size s centred on c: line art in the palette's motif colour.
import { n0, n1, pt, poly, arcPts, smoothOpen } from '../path-data.mjs';
import { circle, dot, path } from '../svg-shapes.mjs';

export const INDUSTRY_MOTIFS = {
  'aerospace-defense': (c, s) => {
    // launch trajectory: dashed arc ending in a chevron
    const pts = arcPts(c[0] - s * 0.05, c[1] + s * 0.55, s * 0.65, Math.PI * 1.02, Math.PI * 1.62, 8);
    const e = pts[pts.length - 1];
    const t = Math.PI * 1.62 + Math.PI / 2;
    const h = s * 0.14;
    return (
      path(smoothOpen(pts), ' stroke-dasharray="2 12"') +
      path(
        poly([
          [e[0] + h * Math.cos(t) - h * 0.6 * Math.cos(t + Math.PI / 2), e[1] + h * Math.sin(t) - h * 0.6 * Math.sin(t + Math.PI / 2)],
          [e[0] + h * 1.6 * Math.cos(t), e[1] + h * 1.6 * Math.sin(t)],
          [e[0] + h * Math.cos(t) + h * 0.6 * Math.cos(t + Math.PI / 2), e[1] + h * Math.sin(t) + h * 0.6 * Math.sin(t + Math.PI / 2)],
        ]) + 'Z',
      ) +
      circle(pts[0][0], pts[0][1], 5)
    );
  },
  agriculture: (c, s) => {
    // patchwork of field strips seen from above, two fields with crossing rows
    const w = s * 1.1;
    const h = s * 0.6;
    const sk = s * 0.22;
    const x0 = c[0] - w / 2;
    const y0 = c[1] - h / 2;
    const P = (u, v) => [x0 + sk * (1 - v) + w * u, y0 + h * v];
    let d = poly([P(0, 0), P(1, 0), P(1, 1), P(0, 1)]) + 'Z' + poly([P(0.48, 0), P(0.48, 1)]);
    for (let i = 1; i < 6; i++) d += poly([P((0.48 * i) / 6, 0), P((0.48 * i) / 6, 1)]);
    for (let i = 1; i < 5; i++) d += poly([P(0.48, i / 5), P(1, i / 5)]);
    let fills = '';
    for (let i = 0; i < 6; i += 2)
      fills += poly([P((0.48 * i) / 6, 0), P((0.48 * (i + 1)) / 6, 0), P((0.48 * (i + 1)) / 6, 1), P((0.48 * i) / 6, 1)]) + 'Z';
    for (let i = 1; i < 5; i += 2) fills += poly([P(0.48, i / 5), P(1, i / 5), P(1, (i + 1) / 5), P(0.48, (i + 1) / 5)]) + 'Z';
    return `<path d="${fills}" fill="currentColor" stroke="none" opacity=".16"/>` + path(d, ' stroke-width="2.4"');
  },
  automotive: (c, s) => {
    // gauge: arc with ticks and a needle
    const r = s * 0.45;
    const a0 = Math.PI * 0.8;
    const a1 = Math.PI * 2.2;
    let d = `M${pt([c[0] + r * Math.cos(a0), c[1] + r * Math.sin(a0)])}A${n0(r)} ${n0(r)} 0 1 1 ${pt([c[0] + r * Math.cos(a1), c[1] + r * Math.sin(a1)])}`;
    for (let i = 0; i <= 8; i++) {
      const a = a0 + ((a1 - a0) * i) / 8;
      d += `M${pt([c[0] + r * 0.82 * Math.cos(a), c[1] + r * 0.82 * Math.sin(a)])}L${pt([c[0] + r * 0.92 * Math.cos(a), c[1] + r * 0.92 * Math.sin(a)])}`;
    }
    const na = a0 + (a1 - a0) * 0.68;
    d += `M${pt(c)}L${pt([c[0] + r * 0.66 * Math.cos(na), c[1] + r * 0.66 * Math.sin(na)])}`;
    return path(d) + dot(c[0], c[1], 5);
  },
  'banking-financial-services': (c, s) => {
    // ascending columns on a base line
    const n = 4;
    const bw = s * 0.14;
    const gap = s * 0.1;
    const total = n * bw + (n - 1) * gap;
    const base = c[1] + s * 0.4;
    let out = path(`M${n0(c[0] - total / 2 - s * 0.08)} ${n0(base)}H${n0(c[0] + total / 2 + s * 0.08)}`);
    for (let i = 0; i < n; i++) {
      const h = s * (0.25 + i * 0.17);
      out += `<rect x="${n1(c[0] - total / 2 + i * (bw + gap))}" y="${n1(base - h - 8)}" width="${n1(bw)}" height="${n1(h)}" rx="2"/>`;
    }
    return out;
  },
  construction: (c, s) => {
    // tower crane: lattice mast + jib truss
    const mx = c[0] - s * 0.2;
    const top = c[1] - s * 0.32;
    const bot = c[1] + s * 0.45;
    const mw = s * 0.1;
    let d = `M${n0(mx)} ${n0(bot)}V${n0(top)}M${n0(mx + mw)} ${n0(bot)}V${n0(top)}`;
    const steps = 5;
    for (let i = 0; i < steps; i++) {
      const y1 = bot - ((bot - top) * i) / steps;
      const y2 = bot - ((bot - top) * (i + 1)) / steps;
      d += `M${n0(i % 2 ? mx + mw : mx)} ${n0(y1)}L${n0(i % 2 ? mx : mx + mw)} ${n0(y2)}`;
    }
    const jx0 = mx - s * 0.25;
    const jx1 = mx + s * 0.75;
    const jy = top;
    d += `M${n0(jx0)} ${n0(jy)}H${n0(jx1)}M${n0(jx0 + s * 0.08)} ${n0(jy - s * 0.08)}H${n0(jx1 - s * 0.06)}`;
    for (let i = 0; i < 8; i++) {
      const xa = jx0 + s * 0.08 + (i * (jx1 - jx0 - s * 0.14)) / 8;
      const xb = jx0 + s * 0.08 + ((i + 1) * (jx1 - jx0 - s * 0.14)) / 8;
      d += `M${n0(xa)} ${n0(jy - s * 0.08)}L${n0((xa + xb) / 2)} ${n0(jy)}L${n0(xb)} ${n0(jy - s * 0.08)}`;
    }
    d += `M${n0(mx + s * 0.55)} ${n0(jy)}V${n0(jy + s * 0.3)}`;
    return path(d, ' stroke-width="2"') + `<rect x="${n1(mx + s * 0.5)}" y="${n1(jy + s * 0.3)}" width="${n1(s * 0.1)}" height="${n1(s * 0.08)}"/>`;
  },
  education: (c, s) => {
    // open book
    const w = s * 0.5;
    const y = c[1] + s * 0.05;
    let d = '';
    for (const side of [-1, 1]) {
      for (let k = 0; k < 3; k++) {
        const off = k * s * 0.07;
        d += `M${n0(c[0])} ${n0(y + s * 0.18 - off)}Q${n0(c[0] + side * w * 0.45)} ${n0(y - s * 0.02 - off)} ${n0(c[0] + side * (w - k * s * 0.03))} ${n0(y + s * 0.1 - off)}`;
      }
      d += `M${n0(c[0] + side * w)} ${n0(y + s * 0.1)}V${n0(y - s * 0.28)}`;
    }
    d += `M${n0(c[0])} ${n0(y + s * 0.18)}V${n0(y - s * 0.2)}`;
    return path(d);
  },
  'energy-utilities': (c, s) => {
    // two transmission pylons with sagging lines
    const xs = [c[0] - s * 0.42, c[0] + s * 0.42];
    const base = c[1] + s * 0.42;
    const top = c[1] - s * 0.38;
    let d = '';
    for (const x of xs) {
      const hw = s * 0.1;
      d += `M${n0(x - hw)} ${n0(base)}L${n0(x)} ${n0(top)}L${n0(x + hw)} ${n0(base)}`;
      d += `M${n0(x - hw * 1.4)} ${n0(top + s * 0.14)}H${n0(x + hw * 1.4)}M${n0(x - hw)} ${n0(top + s * 0.28)}H${n0(x + hw)}`;
      // zigzag bracing
      d += `M${n0(x - hw * 0.62)} ${n0(top + s * 0.42)}L${n0(x + hw * 0.78)} ${n0(top + s * 0.56)}L${n0(x - hw * 0.85)} ${n0(top + s * 0.7)}`;
    }
    for (const [dy, hw] of [[0.14, 1.4], [0.28, 1]]) {
      const y = top + s * dy;
      for (const sgn of [-1, 1]) {
        const x1 = xs[0] + sgn * s * 0.1 * hw;
        const x2 = xs[1] + sgn * s * 0.1 * hw;
        d += `M${n0(x1)} ${n0(y)}Q${n0((x1 + x2) / 2)} ${n0(y + s * 0.2)} ${n0(x2)} ${n0(y)}`;
      }
    }
    return path(d, ' stroke-width="2"');
  },
  healthcare: (c, s) => {
    // plus made of a 3x3 grid, centre + arms
    const g = s * 0.24;
    const q = g * 0.42;
    const cells = [[0, -1], [-1, 0], [0, 0], [1, 0], [0, 1]];
    return (
      cells.map(([i, j]) => `<rect x="${n1(c[0] + i * g - q)}" y="${n1(c[1] + j * g - q)}" width="${n1(2 * q)}" height="${n1(2 * q)}" rx="3"/>`).join('') +
      [[-1, -1], [1, -1], [-1, 1], [1, 1]].map(([i, j]) => dot(c[0] + i * g, c[1] + j * g, 2.5)).join('')
    );
  },
  'information-technology': (c, s) => {
    // circuit traces with pads
    const traces = [
      [[-0.5, -0.3], [-0.15, -0.3], [0.05, -0.1], [0.5, -0.1]],
      [[-0.5, 0], [0.5, 0]],
      [[-0.5, 0.3], [-0.2, 0.3], [0, 0.1], [0.25, 0.1], [0.4, 0.25]],
      [[-0.3, -0.45], [-0.3, -0.3]],
      [[0.2, 0.38], [0.2, 0.1]],
    ];
    let d = '';
    let pads = '';
    for (const t of traces) {
      const p = t.map(([x, y]) => [c[0] + x * s, c[1] + y * s]);
      d += poly(p);
      pads += circle(p[p.length - 1][0], p[p.length - 1][1], 5) + dot(p[0][0], p[0][1], 4);
    }
    return path(d) + pads;
  },
  manufacturing: (c, s) => {
    // two meshing gears: thick dashed rings as teeth
    const g = (x, y, r, teeth) => {
      const circ = 2 * Math.PI * (r + 4);
      const dash = circ / teeth / 2;
      return (
        `<circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(r + 4)}" stroke-width="9" stroke-linecap="butt" stroke-dasharray="${n1(dash)} ${n1(dash)}"/>` +
        circle(x, y, r) +
        circle(x, y, r * 0.35)
      );
    };
    const r1 = s * 0.26;
    const r2 = s * 0.16;
    return g(c[0] - s * 0.14, c[1] + s * 0.06, r1, 12) + g(c[0] + s * 0.3, c[1] - s * 0.2, r2, 8);
  },
  'media-entertainment': (c, s) => {
    // frame with play triangle and a film-strip edge
    const w = s * 0.9;
    const h = s * 0.6;
    const t = s * 0.13;
    let perf = '';
    for (let i = 0; i < 7; i++) {
      const x = c[0] - w / 2 + w * ((i + 0.5) / 7);
      perf += `M${n0(x - 4)} ${n0(c[1] - h / 2 - 12)}h8M${n0(x - 4)} ${n0(c[1] + h / 2 + 12)}h8`;
    }
    return (
      `<rect x="${n1(c[0] - w / 2)}" y="${n1(c[1] - h / 2)}" width="${n1(w)}" height="${n1(h)}" rx="10"/>` +
      path(perf, ' stroke-width="3"') +
      path(`M${n0(c[0] - t * 0.7)} ${n0(c[1] - t)}L${n0(c[0] + t)} ${n0(c[1])}L${n0(c[0] - t * 0.7)} ${n0(c[1] + t)}Z`)
    );
  },
  'retail-consumer-goods': (c, s) => {
    // shopping bag with handle, plus a smaller bag behind
    const bag = (x, y, w, h) =>
      path(`M${n0(x - w / 2)} ${n0(y - h / 2)}H${n0(x + w / 2)}L${n0(x + w / 2 + w * 0.06)} ${n0(y + h / 2)}H${n0(x - w / 2 - w * 0.06)}Z`) +
      path(`M${n0(x - w * 0.22)} ${n0(y - h / 2)}V${n0(y - h / 2 - h * 0.12)}A${n0(w * 0.22)} ${n0(w * 0.22)} 0 0 1 ${n0(x + w * 0.22)} ${n0(y - h / 2 - h * 0.12)}V${n0(y - h / 2)}`);
    return `<g opacity=".55">${bag(c[0] + s * 0.22, c[1] + s * 0.08, s * 0.36, s * 0.42)}</g>` + bag(c[0] - s * 0.1, c[1] + s * 0.02, s * 0.5, s * 0.56);
  },
  telecommunications: (c, s) => {
    // mast with concentric signal arcs
    const base = [c[0], c[1] + s * 0.45];
    const tip = [c[0], c[1] - s * 0.05];
    let d = `M${n0(c[0] - s * 0.12)} ${n0(base[1])}L${pt(tip)}L${n0(c[0] + s * 0.12)} ${n0(base[1])}M${n0(c[0] - s * 0.07)} ${n0(c[1] + s * 0.22)}H${n0(c[0] + s * 0.07)}`;
    for (let k = 1; k <= 3; k++) {
      const r = s * 0.14 * k;
      for (const sgn of [-1, 1]) {
        const a0 = sgn < 0 ? Math.PI * 0.78 : -Math.PI * 0.22;
        const a1 = sgn < 0 ? Math.PI * 1.22 : Math.PI * 0.22;
        const p0 = [tip[0] + r * Math.cos(a0), tip[1] + r * Math.sin(a0)];
        const p1 = [tip[0] + r * Math.cos(a1), tip[1] + r * Math.sin(a1)];
        d += `M${pt(p0)}A${n0(r)} ${n0(r)} 0 0 1 ${pt(p1)}`;
      }
    }
    return path(d) + dot(tip[0], tip[1], 5);
  },
  'transportation-logistics': (c, s) => {
    // route: dashed path between hub dots
    const p = [
      [c[0] - s * 0.55, c[1] + s * 0.3],
      [c[0] - s * 0.1, c[1] + s * 0.15],
      [c[0] + s * 0.05, c[1] - s * 0.25],
      [c[0] + s * 0.55, c[1] - s * 0.3],
    ];
    const route = `M${pt(p[0])}C${n0(p[0][0] + s * 0.2)} ${n0(p[0][1] - s * 0.05)} ${n0(p[1][0] - s * 0.2)} ${n0(p[1][1] + s * 0.1)} ${pt(p[1])}S${n0(p[2][0] - s * 0.25)} ${n0(p[2][1])} ${pt(p[2])}S${n0(p[3][0] - s * 0.25)} ${n0(p[3][1] + s * 0.1)} ${pt(p[3])}`;
    return path(route, ' stroke-dasharray="14 10"') + p.map((q, i) => (i === 0 || i === 3 ? circle(q[0], q[1], 9) + dot(q[0], q[1], 3.5) : dot(q[0], q[1], 6))).join('');
  },
};
