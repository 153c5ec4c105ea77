/** @jest-environment node */
import { disabledFeatures, withDisabledFeatures } from '../../scripts/bench/chromium-flags.mjs';
import { CHROMIUM_FLAGS, UNTIMED_CHROMIUM_FLAGS } from '../../scripts/chromium.cjs';

const DISABLE = '--disable-features=';

describe('bench: one --disable-features for the launcher, the sandbox and the benchmarks', () => {
  const launcherArgs = ['--no-first-run', `${DISABLE}PaintHolding,MediaRouter`, '--headless'];

  it('keeps every launcher feature, adds ours and leaves exactly one such flag, the last', () => {
    const flags = withDisabledFeatures(['--no-sandbox', '--disable-gpu'], launcherArgs, ['WebUIOmniboxPopup']);
    expect(flags.filter((flag) => flag.startsWith(DISABLE))).toHaveLength(1);
    expect(flags.at(-1)).toBe(`${DISABLE}PaintHolding,MediaRouter,WebUIOmniboxPopup`);
    expect(flags.slice(0, -1)).toEqual(['--no-sandbox', '--disable-gpu']);
  });

  it('folds a --disable-features of the sandbox flags into the one flag, naming each feature once', () => {
    const flags = withDisabledFeatures([`${DISABLE}Translate,MediaRouter`, '--no-sandbox'], launcherArgs, ['Translate', 'WebUIOmniboxAimPopup']);
    expect(flags).toEqual(['--no-sandbox', `${DISABLE}PaintHolding,MediaRouter,Translate,WebUIOmniboxAimPopup`]);
  });

  it('reads the features of every --disable-features among arguments, and none from other flags', () => {
    expect(disabledFeatures(['--enable-features=A', `${DISABLE}B,C`, `${DISABLE}`, `${DISABLE}D`])).toEqual(['B', 'C', 'D']);
  });
});

describe('bench: which V8 each Chromium runs (scripts/chromium.cjs)', () => {
  it('leaves V8 as shipped wherever a page is timed', () => {
    expect(CHROMIUM_FLAGS.filter((flag) => flag.startsWith('--js-flags'))).toEqual([]);
  });

  it('runs work that times nothing with the same flags, and V8 without its optimizing compilers', () => {
    expect(UNTIMED_CHROMIUM_FLAGS.slice(0, CHROMIUM_FLAGS.length)).toEqual(CHROMIUM_FLAGS);
    expect(UNTIMED_CHROMIUM_FLAGS.slice(CHROMIUM_FLAGS.length)).toEqual(['--js-flags=--no-maglev --no-turbofan']);
  });
});
