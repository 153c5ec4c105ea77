/**
 * Does a change to the CSS pipeline change what a visitor sees? Full-page screenshots of one route per page template
 * (or `--routes`), at a phone's and a desktop's width, from two builds served side by side by `next start`, compared
 * pixel by pixel, and the states a visitor brings about (scripts/bench/screenshot-states.mjs) in the viewport. The browser specs compare a page by its own rules with the site's sheet within one build
 * (e2e/support/own-rules.ts); this compares two builds, such as before and after a Tailwind setting.
 *
 * A difference of 1 in a channel is rounding (a colour written as lab() instead of color-mix(), for one); larger ones
 * are saved as PNGs to reports/screenshots/ for a look.
 *
 * Usage: node scripts/bench/screenshots.mjs --dirs .next-before,.next [--routes /a,/b] [--widths 390,1280]
 * (with --routes, only the states on those routes)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { launchBenchBrowser } from './browser.mjs';
import { REPORTS_DIR, benchPorts, benchmarkRoutes, startNext } from './lib.mjs';
import { rgbaDifference } from './rgba-difference.mjs';
import { SCREENSHOT_STATES } from './screenshot-states.mjs';

const { values } = parseArgs({
  options: { dirs: { type: 'string' }, routes: { type: 'string' }, widths: { type: 'string', default: '390,1280' } },
});
const dirs = values.dirs?.split(',') ?? [];
if (dirs.length !== 2) throw new Error('Name two builds: --dirs .next-before,.next');
const widths = values.widths.split(',').map(Number);
const routes = benchmarkRoutes({ dir: dirs[0], onePerTemplate: !values.routes, only: values.routes?.split(',') });
const outDir = join(REPORTS_DIR, 'screenshots');

/** Nothing that moves between two loads of the same page: transitions, animations, the caret. */
const STILL = '*,*::before,*::after{transition:none!important;animation:none!important;caret-color:transparent!important}';

/** The whole page at rest or, given a state's action, the viewport after it. */
async function screenshot(browser, origin, route, width, act) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(origin + route, { waitUntil: 'networkidle' });
  await page.addStyleTag({ content: STILL });
  await act?.(page);
  const png = await page.screenshot({ fullPage: !act });
  await page.close();
  return png;
}

/** Decodes both PNGs in the browser and compares their pixels there, so the script needs no image library. */
async function compare(browser, pngs) {
  const page = await browser.newPage();
  const result = await page.evaluate(
    async ({ images, differenceSource }) => {
      const difference = new Function(`return (${differenceSource})`)();
      const decoded = await Promise.all(
        images.map(async (base64) => {
          const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
          const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
          const context = canvas.getContext('2d');
          context.drawImage(bitmap, 0, 0);
          return context.getImageData(0, 0, bitmap.width, bitmap.height);
        }),
      );
      return difference(decoded[0], decoded[1]);
    },
    { images: pngs.map((png) => png.toString('base64')), differenceSource: rgbaDifference.toString() },
  );
  await page.close();
  return result;
}

const { onePort, site } = benchPorts();
if (onePort) throw new Error('Both builds are served at once: unset BENCH_ONE_PORT.');
const servers = await Promise.all(dirs.map((dir, index) => startNext({ dir, port: site(index) })));
const browser = await launchBenchBrowser();
let changed = 0;
try {
  const compared = new Set(routes.map(({ route }) => route));
  const shots = [
    ...routes.flatMap(({ route }) => widths.map((width) => ({ route, width, label: route }))),
    ...SCREENSHOT_STATES.filter(({ route }) => compared.has(route)).map((state) => ({ ...state, label: `${state.route}, ${state.name}` })),
  ];
  for (const { route, width, label, act } of shots) {
    const pngs = [];
    for (const server of servers) pngs.push(await screenshot(browser, server.origin, route, width, act));
    const { sameSize, differing, largest, firstRow } = await compare(browser, pngs);
    const visible = !sameSize || largest > 1;
    if (visible) {
      changed++;
      mkdirSync(outDir, { recursive: true });
      const name = `${label.replace(/\W+/g, '_')}-${width}`;
      pngs.forEach((png, i) => writeFileSync(join(outDir, `${name}-${i === 0 ? 'before' : 'after'}.png`), png));
    }
    const verdict = !sameSize ? 'HEIGHT DIFFERS' : differing === 0 ? 'identical' : `${differing} channel values differ, by at most ${largest}, from row ${firstRow}`;
    console.log(`${visible ? 'CHANGED' : 'same   '} ${String(width).padStart(4)} px ${label}: ${verdict}`);
  }
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => server.stop()));
}
console.log(changed === 0 ? 'No visible difference.' : `${changed} screenshots differ by more than rounding; see ${outDir}.`);
process.exitCode = changed === 0 ? 0 : 1;
