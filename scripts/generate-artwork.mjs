#!/usr/bin/env node
/**
 * generate-artwork.mjs — original site artwork for Platte River Consulting.
 *
 * Why this exists: every service, industry and insight page gets its own
 * image, but we do not want stock photos or any third-party image request.
 * Instead this script draws original SVG "cover art" (topographic contours,
 * Wyoming horizon bands and the meandering Platte River, plus one small
 * geometric motif per subject) from a PRNG seeded with the page slug.
 * Same slug -> same image, so reruns produce byte-identical files and the
 * output can be committed and reviewed like any other asset.
 *
 * Usage:  node scripts/generate-artwork.mjs
 * Output: public/images/{services,industries,insights}/<slug>.svg,
 *         public/images/fallback.svg, and the home page's hero art as a stylesheet,
 *         components/home/hero-art.css (the SVG as a data: URL, so it paints with the page's first
 *         frame instead of after one more round trip; docs/performance.md)
 *
 * Plain Node ESM; it reads the slugs through lib/content (via jiti). App icons (PNG/ICO) are not produced
 * here; see the comment block at the end of this file.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import svgToDataUri from 'mini-svg-data-uri';
import { ROOT, importTs } from './lib/import-ts.mjs';

const OUT = join(ROOT, 'public', 'images');

// Slugs come from the typed content records, so a new page gets art on the next run.
const content = {
  services: await importTs('lib/content/services.ts'),
  industries: await importTs('lib/content/industries.ts'),
  // Every article file, drafts included: a draft shows its picture on a preview deployment.
  collections: await importTs('lib/content/collections.ts'),
};
const SLUGS = {
  services: content.services.serviceSlugs(),
  industries: content.industries.industrySlugs(),
  insights: content.collections.insightRecords.map((record) => record.slug),
};

/* ------------------------------------------------------------------ */
/* Deterministic randomness                                            */
/* ------------------------------------------------------------------ */

function hashString(str) {
  // FNV-1a 32-bit
  let h = 0x811c9dc5;
  for (let i = 0; i < str.length; i++) {
    h ^= str.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function mulberry32(seed) {
  let a = seed >>> 0;
  return function next() {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function makeRng(seedText) {
  const r = mulberry32(hashString(seedText));
  const rng = () => r();
  rng.range = (lo, hi) => lo + (hi - lo) * r();
  rng.int = (lo, hi) => Math.floor(lo + (hi - lo + 1) * r());
  rng.pick = (arr) => arr[Math.floor(r() * arr.length)];
  return rng;
}

/* ------------------------------------------------------------------ */
/* Path helpers                                                        */
/* ------------------------------------------------------------------ */

const n0 = (v) => String(Math.round(v) || 0);
const n1 = (v) => String(Math.round(v * 10) / 10 || 0);
const pt = (p) => `${n0(p[0])} ${n0(p[1])}`;
const mid = (a, b) => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];

/** Smooth open curve through the points (quadratic, midpoint method). */
function smoothOpen(pts) {
  if (pts.length < 3) return `M${pts.map(pt).join('L')}`;
  let d = `M${pt(pts[0])}`;
  for (let i = 1; i < pts.length - 1; i++) d += `Q${pt(pts[i])} ${pt(mid(pts[i], pts[i + 1]))}`;
  return d + `L${pt(pts[pts.length - 1])}`;
}

/** Smooth closed curve through the points. */
function smoothClosed(pts) {
  const n = pts.length;
  let d = `M${pt(mid(pts[n - 1], pts[0]))}`;
  for (let i = 0; i < n; i++) d += `Q${pt(pts[i])} ${pt(mid(pts[i], pts[(i + 1) % n]))}`;
  return d + 'Z';
}

/** Ramer–Douglas–Peucker polyline simplification. */
function simplify(pts, eps) {
  if (pts.length < 3) return pts;
  const [a, b] = [pts[0], pts[pts.length - 1]];
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len = Math.hypot(dx, dy) || 1;
  let maxD = -1;
  let idx = 0;
  for (let i = 1; i < pts.length - 1; i++) {
    const d =
      len > 1e-6
        ? Math.abs(dy * pts[i][0] - dx * pts[i][1] + b[0] * a[1] - b[1] * a[0]) / len
        : Math.hypot(pts[i][0] - a[0], pts[i][1] - a[1]);
    if (d > maxD) {
      maxD = d;
      idx = i;
    }
  }
  if (maxD <= eps) return [a, b];
  const left = simplify(pts.slice(0, idx + 1), eps);
  const right = simplify(pts.slice(idx), eps);
  return left.slice(0, -1).concat(right);
}

const polyLength = (pts) => {
  let s = 0;
  for (let i = 1; i < pts.length; i++) s += Math.hypot(pts[i][0] - pts[i - 1][0], pts[i][1] - pts[i - 1][1]);
  return s;
};

/* ------------------------------------------------------------------ */
/* Terrain: height field + marching squares contour lines              */
/* ------------------------------------------------------------------ */

function makeHeightField(rng, W, H, horizonY) {
  const peaks = [];
  const count = rng.int(2, 3);
  for (let i = 0; i < count; i++) {
    peaks.push({
      x: rng.range(0.05, 0.95) * W,
      y: rng.range(-0.1, 0.85) * horizonY,
      sx: rng.range(0.16, 0.32) * W,
      sy: rng.range(0.14, 0.3) * W,
      a: rng.range(0.6, 1.1) * (i === 0 ? 1.3 : 1),
    });
  }
  const waves = [0, 1, 2].map(() => ({
    fx: rng.range(0.6, 2.2) / W,
    fy: rng.range(0.6, 2.2) / W,
    p: rng.range(0, Math.PI * 2),
    a: rng.range(0.04, 0.1),
  }));
  const tilt = rng.range(-0.25, 0.25);
  return (x, y) => {
    let h = tilt * (x / W);
    for (const k of peaks) {
      const dx = (x - k.x) / k.sx;
      const dy = (y - k.y) / k.sy;
      h += k.a * Math.exp(-0.5 * (dx * dx + dy * dy));
    }
    for (const w of waves) h += w.a * Math.sin(2 * Math.PI * (w.fx * x + w.fy * y) + w.p);
    return h;
  };
}

/**
 * Contour lines of `field` over [0,W]x[0,maxY]. Returns an array of
 * { level, pts, closed } polylines (already simplified).
 */
function contours(field, W, maxY, levelsCount, cell = 20) {
  const nx = Math.ceil(W / cell) + 1;
  const ny = Math.ceil(maxY / cell) + 1;
  // Sample one cell beyond the drawing area on every side so lines run off-canvas.
  const gx = (i) => (i - 1) * cell;
  const gy = (j) => (j - 1) * cell;
  const NX = nx + 2;
  const NY = ny + 2;
  const v = new Float64Array(NX * NY);
  let lo = Infinity;
  let hi = -Infinity;
  for (let j = 0; j < NY; j++)
    for (let i = 0; i < NX; i++) {
      const h = field(gx(i), gy(j));
      v[j * NX + i] = h;
      if (h < lo) lo = h;
      if (h > hi) hi = h;
    }
  const out = [];
  for (let l = 1; l <= levelsCount; l++) {
    const L = lo + ((hi - lo) * l) / (levelsCount + 1);
    const pos = new Map();
    const segs = [];
    const keyH = (i, j) => (j * NX + i) * 2;
    const keyV = (i, j) => (j * NX + i) * 2 + 1;
    const at = (i, j) => v[j * NX + i];
    const edgePoint = (key) => {
      if (pos.has(key)) return;
      const c = key >> 1;
      const i = c % NX;
      const j = Math.floor(c / NX);
      const v1 = at(i, j);
      if (key & 1) {
        const t = (L - v1) / (at(i, j + 1) - v1);
        pos.set(key, [gx(i), gy(j) + t * cell]);
      } else {
        const t = (L - v1) / (at(i + 1, j) - v1);
        pos.set(key, [gx(i) + t * cell, gy(j)]);
      }
    };
    for (let j = 0; j < NY - 1; j++)
      for (let i = 0; i < NX - 1; i++) {
        const a = at(i, j) > L;
        const b = at(i + 1, j) > L;
        const c = at(i + 1, j + 1) > L;
        const d = at(i, j + 1) > L;
        const idx = (a ? 8 : 0) | (b ? 4 : 0) | (c ? 2 : 0) | (d ? 1 : 0);
        if (idx === 0 || idx === 15) continue;
        const T = keyH(i, j);
        const R = keyV(i + 1, j);
        const B = keyH(i, j + 1);
        const Lf = keyV(i, j);
        const centre = (at(i, j) + at(i + 1, j) + at(i + 1, j + 1) + at(i, j + 1)) / 4 > L;
        const table = {
          1: [[Lf, B]],
          2: [[B, R]],
          3: [[Lf, R]],
          4: [[T, R]],
          5: centre ? [[Lf, T], [B, R]] : [[T, R], [Lf, B]],
          6: [[T, B]],
          7: [[Lf, T]],
          8: [[Lf, T]],
          9: [[T, B]],
          10: centre ? [[T, R], [Lf, B]] : [[Lf, T], [B, R]],
          11: [[T, R]],
          12: [[Lf, R]],
          13: [[B, R]],
          14: [[Lf, B]],
        };
        for (const s of table[idx]) {
          edgePoint(s[0]);
          edgePoint(s[1]);
          segs.push(s);
        }
      }
    // Chain segments into polylines.
    const adj = new Map();
    segs.forEach((s, si) => {
      for (const k of s) {
        if (!adj.has(k)) adj.set(k, []);
        adj.get(k).push(si);
      }
    });
    const used = new Uint8Array(segs.length);
    const walk = (startKey) => {
      const keys = [startKey];
      let k = startKey;
      for (;;) {
        const next = (adj.get(k) || []).find((si) => !used[si]);
        if (next === undefined) break;
        used[next] = 1;
        const s = segs[next];
        k = s[0] === k ? s[1] : s[0];
        keys.push(k);
      }
      return keys;
    };
    const lines = [];
    for (const [k, list] of adj) if (list.length === 1 && !used[list[0]]) lines.push({ keys: walk(k), closed: false });
    for (let si = 0; si < segs.length; si++)
      if (!used[si]) {
        const keys = walk(segs[si][0]);
        lines.push({ keys: keys.slice(0, -1), closed: true });
      }
    for (const ln of lines) {
      let p = ln.keys.map((k) => pos.get(k));
      if (polyLength(p) < 60) continue;
      p = simplify(p, 1.6);
      if (ln.closed && p.length < 4) continue;
      out.push({ level: l, pts: p, closed: ln.closed });
    }
  }
  return out;
}

/** A horizon band: y(x) along the width, sampled every `step` px. */
function ridgeLine(rng, W, baseY, amp, step, roughness = 1) {
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

const bandPath = (pts, H) => `${smoothOpen(pts)}L${n0(pts[pts.length - 1][0])} ${H + 2}L${n0(pts[0][0])} ${H + 2}Z`;

/* ------------------------------------------------------------------ */
/* Palettes                                                            */
/* ------------------------------------------------------------------ */

const NAVY = ['#0f2638', '#16344b', '#1f4661'];
const TEAL = ['#0e6e74', '#7fd0d3', '#d9eeee'];
const SAND = ['#fbf9f5', '#f5f0e6', '#e9e0cf'];
const COPPER = ['#b2561a', '#f0b27a'];

const PALETTES = {
  // navy + copper
  services: {
    sky: [NAVY[0], NAVY[2]],
    glow: COPPER[1],
    glowOpacity: 0.12,
    contour: SAND[2],
    contourOpacity: 0.1,
    indexOpacity: 0.2,
    bands: [NAVY[2], NAVY[1], NAVY[0]],
    bandOpacity: [1, 1, 1],
    rim: COPPER[1],
    rimOpacity: 0.55,
    terrain: SAND[2],
    terrainOpacity: 0.1,
    river: [COPPER[0], COPPER[1]],
    riverHighlight: SAND[0],
    motif: COPPER[1],
  },
  // teal + sand
  industries: {
    sky: [SAND[0], SAND[1]],
    glow: TEAL[1],
    glowOpacity: 0.22,
    contour: TEAL[0],
    contourOpacity: 0.13,
    indexOpacity: 0.24,
    bands: [TEAL[2], TEAL[1], SAND[2]],
    bandOpacity: [1, 0.45, 1],
    rim: COPPER[0],
    rimOpacity: 0.35,
    terrain: TEAL[0],
    terrainOpacity: 0.14,
    river: [TEAL[0], TEAL[0]],
    riverHighlight: TEAL[1],
    motif: TEAL[0],
  },
  // navy + teal
  insights: {
    sky: [NAVY[0], TEAL[0]],
    glow: TEAL[1],
    glowOpacity: 0.18,
    contour: TEAL[1],
    contourOpacity: 0.12,
    indexOpacity: 0.24,
    bands: [NAVY[2], NAVY[1], NAVY[0]],
    bandOpacity: [1, 1, 1],
    rim: TEAL[1],
    rimOpacity: 0.5,
    terrain: TEAL[1],
    terrainOpacity: 0.1,
    river: [TEAL[0], TEAL[1]],
    riverHighlight: TEAL[2],
    motif: TEAL[1],
  },
};

/* ------------------------------------------------------------------ */
/* Motifs: one simple geometric hint per slug, drawn in a box of size s */
/* centred on (cx, cy). Line art only; `dot` adds a filled circle.     */
/* ------------------------------------------------------------------ */

const circle = (x, y, r) => `<circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(r)}"/>`;
const dot = (x, y, r) => `<circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(r)}" fill="currentColor" stroke="none"/>`;
const path = (d, extra = '') => `<path d="${d}"${extra}/>`;
const poly = (pts) => `M${pts.map(pt).join('L')}`;
const arcPts = (cx, cy, r, a0, a1, n) =>
  Array.from({ length: n + 1 }, (_, i) => {
    const a = a0 + ((a1 - a0) * i) / n;
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
  });

const MOTIFS = {
  // --- services ---
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

  // --- industries ---
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

  // --- insights ---
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

/* ------------------------------------------------------------------ */
/* Scene composition                                                   */
/* ------------------------------------------------------------------ */

function contourPaths(lines, indexEvery) {
  let minor = '';
  let major = '';
  for (const ln of lines) {
    const d = ln.closed ? smoothClosed(ln.pts) : smoothOpen(ln.pts);
    if (ln.level % indexEvery === 0) major += d;
    else minor += d;
  }
  return { minor, major };
}

function riverPath(rng, W, H, startX, startY, endX, opts = {}) {
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

function svgOpen(W, H) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" preserveAspectRatio="xMidYMid slice">`;
}

function scene(category, slug, levelCut = 0) {
  const W = 1200;
  const H = 800;
  const rng = makeRng(`${category}/${slug}`);
  const P = PALETTES[category];

  const horizon = rng.range(0.56, 0.64) * H;
  const motifLeft = rng() < 0.5;
  const levels = rng.int(9, 17) - levelCut;

  // Horizon bands: far mountains, middle foothills, near prairie.
  const far = ridgeLine(rng, W, horizon - 10, rng.range(38, 70), 80, 1.2);
  const midR = ridgeLine(rng, W, horizon + rng.range(45, 70), rng.range(18, 30), 100);
  const near = ridgeLine(rng, W, horizon + rng.range(110, 140), rng.range(8, 16), 120, 0.6);

  // Topographic contours in the upper field, hidden behind the far band.
  let farMaxY = 0;
  for (const p of far.pts) farMaxY = Math.max(farMaxY, p[1]);
  const field = makeHeightField(rng, W, H, horizon);
  const lines = contours(field, W, farMaxY + 10, levels, 22);
  const { minor, major } = contourPaths(lines, rng.pick([4, 5]));

  // Motif placement: upper third, left or right.
  const mc = [motifLeft ? rng.range(0.2, 0.3) * W : rng.range(0.7, 0.8) * W, rng.range(0.24, 0.3) * H];
  const ms = rng.range(215, 240);

  // River emerges at the near band and flows to the bottom edge.
  const rsx = motifLeft ? rng.range(0.55, 0.75) * W : rng.range(0.25, 0.45) * W;
  const rex = motifLeft ? rng.range(0.3, 0.5) * W : rng.range(0.5, 0.7) * W;
  const river = riverPath(rng, W, H, rsx, midR.f(rsx) + 6, rex);

  // Terrain lines on the near band (perspective spacing).
  let terrain = '';
  for (let k = 1; k <= 5; k++) {
    const off = 14 * k * k * 0.9 + 8;
    terrain += smoothOpen(near.pts.map(([x, y]) => [x, y + off + Math.sin(x / 170 + k) * 3 * k]));
  }

  const glowX = motifLeft ? rng.range(0.55, 0.8) : rng.range(0.2, 0.45);

  let s = svgOpen(W, H);
  s += '<defs>';
  s += `<linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${P.sky[0]}"/><stop offset="${n1(horizon / H)}" stop-color="${P.sky[1]}"/></linearGradient>`;
  s += `<radialGradient id="g" cx="${n1(glowX)}" cy="${n1(horizon / H)}" r=".55" gradientTransform="translate(${n1(glowX)} ${n1(horizon / H)}) scale(1 .9) translate(${n1(-glowX)} ${n1(-horizon / H)})"><stop offset="0" stop-color="${P.glow}" stop-opacity="${P.glowOpacity}"/><stop offset="1" stop-color="${P.glow}" stop-opacity="0"/></radialGradient>`;
  // Mask that fades the contours out around the motif so it sits on a quiet patch of sky.
  s += `<radialGradient id="h"><stop offset=".4"/><stop offset="1" stop-opacity="0"/></radialGradient>`;
  s += `<mask id="m"><rect width="${W}" height="${H}" fill="#fff"/><circle cx="${n0(mc[0])}" cy="${n0(mc[1])}" r="${n0(ms)}" fill="url(#h)"/></mask>`;
  s += `<linearGradient id="r" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${P.river[1]}"/><stop offset="1" stop-color="${P.river[0]}"/></linearGradient>`;
  s += '</defs>';
  s += `<rect width="${W}" height="${H}" fill="url(#s)"/>`;
  s += `<rect width="${W}" height="${H}" fill="url(#g)"/>`;
  s += `<g fill="none" stroke="${P.contour}" stroke-linecap="round" mask="url(#m)">`;
  s += `<path d="${minor}" stroke-width="1.2" opacity="${P.contourOpacity}"/>`;
  if (major) s += `<path d="${major}" stroke-width="2" opacity="${P.indexOpacity}"/>`;
  s += '</g>';
  s += `<g fill="none" stroke="${P.motif}" color="${P.motif}" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round">${MOTIFS[slug](mc, ms)}</g>`;
  s += `<path d="${bandPath(far.pts, H)}" fill="${P.bands[0]}"${P.bandOpacity[0] < 1 ? ` opacity="${P.bandOpacity[0]}"` : ''}/>`;
  s += `<path d="${smoothOpen(far.pts)}" fill="none" stroke="${P.rim}" stroke-width="1.5" opacity="${P.rimOpacity}"/>`;
  s += `<path d="${bandPath(midR.pts, H)}" fill="${P.bands[1]}"${P.bandOpacity[1] < 1 ? ` opacity="${P.bandOpacity[1]}"` : ''}/>`;
  s += `<path d="${bandPath(near.pts, H)}" fill="${P.bands[2]}"${P.bandOpacity[2] < 1 ? ` opacity="${P.bandOpacity[2]}"` : ''}/>`;
  s += `<path d="${terrain}" fill="none" stroke="${P.terrain}" stroke-width="1.2" opacity="${P.terrainOpacity}"/>`;
  s += `<path d="${river.body}" fill="url(#r)"/>`;
  s += `<path d="${river.highlight}" fill="none" stroke="${P.riverHighlight}" stroke-width="1.5" stroke-linecap="round" opacity=".35"/>`;
  s += '</svg>\n';
  return s;
}

/* Neutral sand/navy contour pattern for failed image loads. */
function fallback() {
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

/* Home page hero: 1600x900, navy-dominant; left 55% kept dark and quiet for text. */
function hero() {
  const W = 1600;
  const H = 900;
  const rng = makeRng('hero');
  const horizon = 0.6 * H;
  // Bands rise towards the right so the left stays low and calm.
  const ramp = (ln, lift) => ({
    pts: ln.pts.map(([x, y]) => [x, y - lift * Math.pow(Math.max(0, (x - 0.45 * W) / (0.55 * W)), 1.4)]),
    f: (x) => ln.f(x) - lift * Math.pow(Math.max(0, (x - 0.45 * W) / (0.55 * W)), 1.4),
  });
  const far = ramp(ridgeLine(rng, W, horizon + 10, 26, 80, 1.2), 150);
  const midR = ramp(ridgeLine(rng, W, horizon + 90, 16, 100), 80);
  const near = ramp(ridgeLine(rng, W, horizon + 180, 10, 120, 0.6), 30);

  const field = (x, y) => {
    const dx = (x - 1230) / 300;
    const dy = (y - 300) / 230;
    const dx2 = (x - 1480) / 180;
    const dy2 = (y - 120) / 160;
    return 1.2 * Math.exp(-0.5 * (dx * dx + dy * dy)) + 0.6 * Math.exp(-0.5 * (dx2 * dx2 + dy2 * dy2)) + 0.06 * Math.sin(x / 190 + y / 260) + 0.1 * (x / W);
  };
  let farMaxY = 0;
  for (const p of far.pts) if (p[0] > 0.5 * W) farMaxY = Math.max(farMaxY, p[1]);
  const lines = contours(field, W, farMaxY + 10, 14, 22).filter((ln) => ln.pts.some(([x]) => x > 0.6 * W));
  const { minor, major } = contourPaths(lines, 4);

  const river = riverPath(rng, W, H, 1330, midR.f(1330) + 6, 1230, { amp: 110, freq: 1.2, width: 100 });
  let terrain = '';
  for (let k = 1; k <= 4; k++) {
    const off = 16 * k * k * 0.9 + 8;
    terrain += smoothOpen(near.pts.filter(([x]) => x > 0.5 * W).map(([x, y]) => [x, y + off]));
  }

  let s = svgOpen(W, H);
  s += '<defs>';
  s += `<linearGradient id="s" x1="0" y1="0" x2="1" y2="0"><stop offset=".45" stop-color="${NAVY[0]}"/><stop offset="1" stop-color="${NAVY[1]}"/></linearGradient>`;
  s += `<radialGradient id="g" cx=".8" cy=".55" r=".45"><stop offset="0" stop-color="${TEAL[1]}" stop-opacity=".12"/><stop offset="1" stop-color="${TEAL[1]}" stop-opacity="0"/></radialGradient>`;
  s += `<linearGradient id="f" x1="0" y1="0" x2="1" y2="0"><stop offset=".5" stop-color="#fff" stop-opacity="0"/><stop offset=".78" stop-color="#fff"/></linearGradient>`;
  s += `<mask id="m"><rect width="${W}" height="${H}" fill="url(#f)"/></mask>`;
  s += `<linearGradient id="r" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${TEAL[1]}"/><stop offset="1" stop-color="${TEAL[0]}"/></linearGradient>`;
  s += `<linearGradient id="e" x1="0" y1="0" x2="1" y2="0"><stop offset=".55" stop-color="${COPPER[1]}" stop-opacity="0"/><stop offset=".85" stop-color="${COPPER[1]}" stop-opacity=".7"/></linearGradient>`;
  s += '</defs>';
  s += `<rect width="${W}" height="${H}" fill="url(#s)"/>`;
  s += `<rect width="${W}" height="${H}" fill="url(#g)"/>`;
  s += `<g fill="none" stroke="${TEAL[1]}" stroke-linecap="round" mask="url(#m)"><path d="${minor}" stroke-width="1.2" opacity=".14"/><path d="${major}" stroke-width="2" opacity=".26"/></g>`;
  s += `<path d="${bandPath(far.pts, H)}" fill="${NAVY[2]}"/>`;
  s += `<path d="${smoothOpen(far.pts)}" fill="none" stroke="url(#e)" stroke-width="1.5"/>`;
  s += `<path d="${bandPath(midR.pts, H)}" fill="${NAVY[1]}"/>`;
  s += `<path d="${bandPath(near.pts, H)}" fill="${NAVY[0]}"/>`;
  s += `<path d="${terrain}" fill="none" stroke="${TEAL[1]}" stroke-width="1.2" opacity=".07"/>`;
  s += `<path d="${river.body}" fill="url(#r)" opacity=".9"/>`;
  s += `<path d="${river.highlight}" fill="none" stroke="${TEAL[2]}" stroke-width="1.5" stroke-linecap="round" opacity=".35"/>`;
  s += '</svg>\n';
  return s;
}

/* ------------------------------------------------------------------ */
/* Write files                                                          */
/* ------------------------------------------------------------------ */

const written = [];
function write(file, content) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  written.push([relative(ROOT, file), Buffer.byteLength(content)]);
}

for (const [category, slugs] of Object.entries(SLUGS)) {
  for (const slug of slugs) {
    if (!MOTIFS[slug]) throw new Error(`No motif for ${category} slug "${slug}": add one to MOTIFS`);
    // Drop a few contour levels if a busy height field pushes the file over budget.
    let svg = scene(category, slug);
    for (let cut = 2; Buffer.byteLength(svg) > 11.8 * 1024 && cut < 10; cut += 2) svg = scene(category, slug, cut);
    write(join(OUT, category, `${slug}.svg`), svg);
  }
}
write(join(OUT, 'fallback.svg'), fallback());
// right/cover: what `object-cover object-right` did for the image, so the quiet left half stays behind the text. 80%
// down, not centred: on a wide screen cover crops the art's top and bottom, and centred it cut the river to a stub.
write(
  join(ROOT, 'components', 'home', 'hero-art.css'),
  '/* Generated by scripts/generate-artwork.mjs: do not edit. The hero art, drawn with the first paint. */\n' +
    `.hero-art {\n  background: url("${svgToDataUri(hero())}") right 80% / cover no-repeat;\n}\n`,
);

const width = Math.max(...written.map(([f]) => f.length));
let total = 0;
console.log(`${'file'.padEnd(width)}  size`);
for (const [f, size] of written) {
  total += size;
  const flag = size > 12 * 1024 && !f.endsWith('hero-art.css') ? '  (over 12 KB!)' : '';
  console.log(`${f.padEnd(width)}  ${(size / 1024).toFixed(1).padStart(5)} KB${flag}`);
}
console.log(`${written.length} files, ${(total / 1024).toFixed(1)} KB total`);

/*
 * App icons (committed binaries, NOT produced by this script).
 * Source of truth: app/icon.svg (the firm's mark). Regenerate with librsvg
 * (Debian package librsvg2-bin) and icoutils (icotool), from the repo root:
 *
 *   mkdir -p /tmp/icons public/icons
 *   # full-bleed variant (no rounded corners) for Apple, which masks icons itself
 *   sed 's/ rx="9"//' app/icon.svg > /tmp/icons/full-bleed.svg
 *   # maskable: mark inside the 80% safe zone on a full-bleed #0f2638 square
 *   sed -e 's/viewBox="0 0 40 40"/viewBox="-6 -6 52 52"/' \
 *       -e 's/<rect width="40" height="40" rx="9"/<rect x="-6" y="-6" width="52" height="52"/' \
 *       app/icon.svg > /tmp/icons/maskable.svg
 *   rsvg-convert -w 180 -h 180 /tmp/icons/full-bleed.svg -o app/apple-icon.png
 *   rsvg-convert -w 192 -h 192 app/icon.svg -o public/icons/icon-192.png
 *   rsvg-convert -w 512 -h 512 app/icon.svg -o public/icons/icon-512.png
 *   rsvg-convert -w 512 -h 512 /tmp/icons/maskable.svg -o public/icons/icon-maskable-512.png
 *   for n in 16 32 48; do rsvg-convert -w $n -h $n app/icon.svg -o /tmp/icons/icon-$n.png; done
 *   icotool -c -o app/favicon.ico /tmp/icons/icon-16.png /tmp/icons/icon-32.png /tmp/icons/icon-48.png
 */
