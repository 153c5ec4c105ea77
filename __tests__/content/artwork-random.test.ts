/** @jest-environment node */
import { makeRng } from '../../scripts/artwork/random.mjs';

const draws = (seed: string, count: number) => {
  const rng = makeRng(seed);
  return Array.from({ length: count }, () => rng());
};

// Every committed drawing follows from these numbers: a changed PRNG redraws every image on the site.
describe('the artwork PRNG', () => {
  it('gives the same sequence for the same seed, and another for another seed', () => {
    expect(draws('services/strategy-consulting', 50)).toEqual(draws('services/strategy-consulting', 50));
    expect(draws('services/strategy-consulting', 3)).not.toEqual(draws('services/operations-improvement', 3));
  });

  it('still draws the numbers the committed art was made with', () => {
    expect(draws('services/strategy-consulting', 3)).toEqual([0.5240321615710855, 0.8773876968771219, 0.7834508700761944]);
    const hero = makeRng('hero');
    expect([hero.range(10, 20), hero.int(1, 6), hero.pick(['a', 'b', 'c', 'd'])]).toEqual([10.83630737150088, 3, 'd']);
  });
});
