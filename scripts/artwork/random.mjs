// Deterministic randomness: every drawing is seeded with its page's slug, so a rerun writes the same bytes.

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

/** A PRNG seeded with the text (FNV-1a, then mulberry32), with range, int and pick helpers. */
export function makeRng(seedText) {
  const r = mulberry32(hashString(seedText));
  const rng = () => r();
  rng.range = (lo, hi) => lo + (hi - lo) * r();
  rng.int = (lo, hi) => Math.floor(lo + (hi - lo + 1) * r());
  rng.pick = (arr) => arr[Math.floor(r() * arr.length)];
  return rng;
}
