/**
 * How two RGBA images differ: the count of channel values that differ and the largest difference in one channel.
 * Self-contained (no import, no closure), because scripts/bench/screenshots.mjs runs it inside the browser, where the
 * screenshots are decoded, by its source text.
 * @param {{ width: number, height: number, data: ArrayLike<number> }} a
 * @param {{ width: number, height: number, data: ArrayLike<number> }} b
 * @returns {{ sameSize: boolean, differing: number, largest: number, firstRow: number }} firstRow is -1 when none differ
 */
export function rgbaDifference(a, b) {
  if (a.width !== b.width || a.height !== b.height) return { sameSize: false, differing: 0, largest: 0, firstRow: -1 };
  let differing = 0;
  let largest = 0;
  let first = -1;
  for (let i = 0; i < a.data.length; i++) {
    const delta = Math.abs(a.data[i] - b.data[i]);
    if (delta === 0) continue;
    differing++;
    if (delta > largest) largest = delta;
    if (first === -1) first = i;
  }
  return { sameSize: true, differing, largest, firstRow: first === -1 ? -1 : Math.floor(first / 4 / a.width) };
}
