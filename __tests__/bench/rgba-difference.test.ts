/** @jest-environment node */
import { rgbaDifference } from '../../scripts/bench/rgba-difference.mjs';

const image = (width: number, height: number, fill: (i: number) => number) => ({
  width,
  height,
  data: Uint8ClampedArray.from({ length: width * height * 4 }, (_, i) => fill(i)),
});

describe('bench:screenshots, two screenshots compared', () => {
  it('finds no difference between equal pixels', () => {
    expect(rgbaDifference(image(3, 2, (i) => i % 256), image(3, 2, (i) => i % 256))).toEqual({ sameSize: true, differing: 0, largest: 0, firstRow: -1 });
  });

  it('counts the channel values that differ, the largest difference and the first row it is on', () => {
    const before = image(2, 3, () => 100);
    // Row 1 (pixels 2 and 3): one channel off by 1 (rounding); row 2: one off by 40.
    const after = image(2, 3, (i) => (i === 9 ? 101 : i === 17 ? 60 : 100));
    expect(rgbaDifference(before, after)).toEqual({ sameSize: true, differing: 2, largest: 40, firstRow: 1 });
  });

  it('reports images of different heights as such instead of comparing them', () => {
    expect(rgbaDifference(image(2, 2, () => 0), image(2, 3, () => 0)).sameSize).toBe(false);
  });

  it('runs from its source text alone, as the script runs it in the browser', () => {
    const rebuilt = new Function(`return (${rgbaDifference.toString()})`)() as typeof rgbaDifference;
    expect(rebuilt(image(1, 1, () => 0), image(1, 1, (i) => (i === 2 ? 7 : 0)))).toEqual({ sameSize: true, differing: 1, largest: 7, firstRow: 0 });
  });
});
