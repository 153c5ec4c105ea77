/**
 * Which Chromium runs where (scripts/chromium.json; CHROMIUM_PATH overrides both paths): the full Debian browser a
 * visitor runs, for everything that times a page, and its headless-only build when installed, for work that times
 * nothing (the browser tests, CI's Lighthouse best-practices and SEO runs).
 */
import { existsSync, readFileSync } from 'node:fs';

const chromium = JSON.parse(readFileSync(new URL('./chromium.json', import.meta.url), 'utf8'));
const override = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH;

/** The full browser. */
export const CHROMIUM_PATH = override ?? chromium.executablePath;
/** The headless-only build (package chromium-headless-shell), or the full browser where it is not installed. */
export const HEADLESS_CHROMIUM_PATH = override ?? (existsSync(chromium.testExecutablePath) ? chromium.testExecutablePath : chromium.executablePath);
/** The flags Debian's Chromium needs in this sandbox (MACHINE.md). */
export const CHROMIUM_FLAGS = chromium.args;
