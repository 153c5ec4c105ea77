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
