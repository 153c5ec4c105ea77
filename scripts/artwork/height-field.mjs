// The terrain of a cover's sky: a few seeded Gaussian peaks, gentle waves and a tilt, whose contours are drawn.

/** Height at (x, y) over a W-wide drawing whose horizon is at horizonY. */
export function makeHeightField(rng, W, H, horizonY) {
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
