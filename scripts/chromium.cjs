/**
 * Which Chromium runs where (scripts/chromium.json; CHROMIUM_PATH overrides both paths): the full Debian browser a
 * visitor runs, for everything that times a page, and its headless-only build when installed, for work that times
 * nothing (the browser tests, CI's Lighthouse best-practices and SEO runs). CommonJS, so that playwright.config.ts,
 * which Playwright loads as CommonJS, and the benchmarks' ES modules read the same choice.
 */
const { existsSync } = require('node:fs');
const chromium = require('./chromium.json');

const override = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH;

/** The full browser. */
exports.CHROMIUM_PATH = override ?? chromium.executablePath;
/** The headless-only build (package chromium-headless-shell), or the full browser where it is not installed. */
exports.HEADLESS_CHROMIUM_PATH = override ?? (existsSync(chromium.testExecutablePath) ? chromium.testExecutablePath : chromium.executablePath);
/** The flags Debian's Chromium needs in this sandbox (MACHINE.md). */
exports.CHROMIUM_FLAGS = chromium.args;
/*
 * Work that times nothing also runs V8 without its optimizing compilers (Maglev, TurboFan): its pages live a few
 * seconds, and most of their script is axe's, run once per page, which those compilers kept optimizing on background
 * threads for a page about to close. The flag changes how V8 compiles, never what a script does. every-route.spec.ts
 * took 80-83 s against 100-105 (145-150 CPU-seconds against 183-194; 2 workers, 2 interleaved pairs, 2026-11-27) and
 * CI's 19 Lighthouse runs 87-89 s against 92-102 (docs/performance-log.md). What times a page keeps V8 as shipped.
 */
exports.UNTIMED_CHROMIUM_FLAGS = [...chromium.args, ...chromium.untimedArgs];
