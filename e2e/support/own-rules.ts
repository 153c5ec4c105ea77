import { expect, type Page } from '@playwright/test';
import { waitForHydration } from './hydration';
import { UNKNOWN_PATH } from './routes';

/** One per page template, the not-found views included: the routes whose own rules the post-build step must cover. */
export const TEMPLATE_ROUTES = [
  '/',
  '/about',
  '/services',
  '/services/ai-solutions',
  '/industries',
  '/industries/manufacturing',
  '/insights',
  '/insights/vr-workplace-2025',
  '/insights/topics',
  '/contact',
  '/legal',
  '/legal/privacy-policy',
  '/search',
  '/offline',
  '/services/no-such-service',
  UNKNOWN_PATH,
];

type Box = { tag: string; x: number; y: number; width: number; height: number; color: string; background: string; font: string };

/** Every element the page shows, top to bottom: where it is on the page, and how its text looks. */
function pageBoxes(page: Page): Promise<Box[]> {
  return page.evaluate(() => {
    const boxes: Box[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      boxes.push({
        tag: element.tagName.toLowerCase(),
        x: Math.round(rect.x + window.scrollX),
        y: Math.round(rect.y + window.scrollY),
        width: Math.round(rect.width),
        height: Math.round(rect.height),
        color: style.color,
        background: style.backgroundColor,
        font: `${style.fontFamily} ${style.fontSize} ${style.fontWeight} ${style.lineHeight}`,
      });
    }
    return boxes;
  });
}

/** Both sides are compared hydrated: the not-found pages finish their breadcrumb (a hidden crumb until then) once React runs. */
async function hydratedAndFinished(page: Page) {
  await waitForHydration(page);
  await page.waitForFunction(() => !document.querySelector('nav[aria-label="Breadcrumb"] li[hidden]'));
}

/** Applies the site's deferred stylesheet, as a client-side navigation does, or takes it off again. */
async function siteStylesheet(page: Page, applied: boolean) {
  await page.evaluate((on) => {
    for (const link of document.querySelectorAll<HTMLLinkElement>('link[data-deferred-stylesheet]')) link.disabled = !on;
  }, applied);
  if (applied) {
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLLinkElement>('link[data-deferred-stylesheet]')].every((link) => link.sheet !== null));
  }
}

/**
 * The page, loaded and not yet scrolled or touched, must look as it would with the site's whole stylesheet applied:
 * it carries every rule it uses, and the sheet is applied only when a client-side navigation needs it
 * (lib/performance/deferred-stylesheet.mjs). Every element of the page, not its first screen alone.
 */
export async function expectPageStyledByItsOwnRules(loaded: Page, route: string): Promise<void> {
  await hydratedAndFinished(loaded);
  // Off, whatever the test's pointer touched before: a link's hover would have applied it.
  await siteStylesheet(loaded, false);
  const own = await pageBoxes(loaded);
  await siteStylesheet(loaded, true);
  const withSheet = await pageBoxes(loaded);
  await siteStylesheet(loaded, false);
  expect(own.length, `${route}: the page shows something`).toBeGreaterThan(5);
  expect(own, `${route}: the page by its own rules`).toEqual(withSheet);
}
