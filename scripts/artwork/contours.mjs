// Topographic contour lines: marching squares over a height field, chained into polylines, then into path data.
import { smoothClosed, smoothOpen } from './path-data.mjs';
import { polyLength, simplify } from './polyline.mjs';

/**
 * Contour lines of `field` over [0,W]x[0,maxY]. Returns an array of
 * { level, pts, closed } polylines (already simplified).
 */
export function contours(field, W, maxY, levelsCount, cell = 20) {
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

/** The lines as two path data strings: every `indexEvery`-th level is an index (major) contour, drawn bolder. */
export function contourPaths(lines, indexEvery) {
  let minor = '';
  let major = '';
  for (const ln of lines) {
    const d = ln.closed ? smoothClosed(ln.pts) : smoothOpen(ln.pts);
    if (ln.level % indexEvery === 0) major += d;
    else minor += d;
  }
  return { minor, major };
}
