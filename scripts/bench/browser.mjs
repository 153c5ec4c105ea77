/**
 * How the benchmarks launch Debian's Chromium: with the sandbox's flags (scripts/chromium.json) and without the
 * omnibox popup of Chromium 156. That popup is a page of the browser's own (chrome://omnibox-popup.top-chrome/),
 * rendered by a renderer of its own for every new window, so for every fresh context the real loads open and for
 * Lighthouse's Chromium. It is never shown headless, yet it took up to 60 % of a core during each load here, beside
 * the page being measured: with it off, 6 loads of /about took 42 CPU-seconds instead of 54–70 and the floor's
 * main-thread work fell by a quarter (docs/performance-log.md, 2026-11-26 afternoon). A phone's browser has no such page.
 */
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import { withDisabledFeatures } from './chromium-flags.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, HEADLESS_CHROMIUM_PATH, UNTIMED_CHROMIUM_FLAGS } from '../chromium.cjs';

/** Chromium 156's features that build the omnibox popup as a page (names from the browser's binary). */
const OMNIBOX_POPUP_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

let playwrightArgs;
/** The arguments Playwright starts Chromium with, read from a Chromium it starts: it exports no list of its own. */
function playwrightLaunchArgs() {
  playwrightArgs ??= chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS }).then(async (server) => {
    const args = server.process().spawnargs;
    await server.close();
    return args;
  });
  return playwrightArgs;
}

/**
 * Debian's Chromium through Playwright, as the real loads and the other Playwright benchmarks use it.
 * @param {string[]} [extraArgs] further flags (the HTTP/2 front end's)
 */
export async function launchBenchBrowser(extraArgs = []) {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...withDisabledFeatures(CHROMIUM_FLAGS, await playwrightLaunchArgs(), OMNIBOX_POPUP_FEATURES), ...extraArgs] });
}

/**
 * Debian's Chromium through chrome-launcher, for Lighthouse. Runs that time nothing (`untimed`: CI's best-practices
 * and SEO) take the headless-only build (scripts/chromium.cjs): the same scores and failing audits on 8 routes, the
 * not-found and noindex pages among them; CI's 19 runs two at a time took 142–147 CPU-seconds against 166–174, 81–88 s
 * against 86–91 (2 interleaved pairs, 2026-11-26), and without V8's optimizing compilers (scripts/chromium.cjs). Timed
 * runs keep the browser a visitor runs, as shipped.
 */
export function launchLighthouseChrome({ untimed = false } = {}) {
  return chromeLauncher.launch({
    chromePath: untimed ? HEADLESS_CHROMIUM_PATH : CHROMIUM_PATH,
    chromeFlags: withDisabledFeatures(untimed ? UNTIMED_CHROMIUM_FLAGS : CHROMIUM_FLAGS, chromeLauncher.Launcher.defaultFlags(), OMNIBOX_POPUP_FEATURES),
    logLevel: 'silent',
  });
}
