import { expect, type Page } from '@playwright/test';
import { waitForHydration } from './hydration';
import { UNKNOWN_PATH } from './routes';

/** One per page template, the not-found views included: the routes whose first screen the critical CSS must cover. */
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

/** Every element the first screen shows: the part of it inside the viewport, and how its text looks. */
function firstScreenBoxes(page: Page): Promise<Box[]> {
  return page.evaluate(() => {
    const boxes: Box[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const rect = element.getBoundingClientRect();
      if (rect.bottom <= 0 || rect.top >= window.innerHeight || rect.width === 0 || rect.height === 0) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      // What shows is what counts: a tall <main> whose unseen end differs before the stylesheet arrives is fine.
      const top = Math.max(rect.top, 0);
      const bottom = Math.min(rect.bottom, window.innerHeight);
      boxes.push({
        tag: element.tagName.toLowerCase(),
        x: Math.round(rect.x),
        y: Math.round(top),
        width: Math.round(rect.width),
        height: Math.round(bottom - top),
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

/**
 * The first screen as the page's own HTML paints it before the load event: the deferred stylesheet switched off again,
 * as it is until then (lib/performance/deferred-stylesheet.mjs). The same page, not a second load with the sheet
 * refused: on two cores a cold load costs more than every check of the route together.
 */
async function firstScreenWithoutStylesheet(page: Page): Promise<Box[]> {
  const deferred = (disabled: boolean) =>
    page.evaluate((off) => {
      for (const link of document.querySelectorAll<HTMLLinkElement>('link[data-deferred-stylesheet]')) link.disabled = off;
    }, disabled);
  await deferred(true);
  const boxes = await firstScreenBoxes(page);
  await deferred(false);
  return boxes;
}

/**
 * The first screen of `loaded` (the route, fully loaded and not yet scrolled or touched) must be the one its own HTML
 * paints before the site's deferred stylesheet has arrived: nothing moves or changes when it lands.
 */
export async function expectFirstScreenStyledByThePage(loaded: Page, route: string): Promise<void> {
  await hydratedAndFinished(loaded);
  // The site's stylesheet is enabled at the load event (lib/performance/deferred-stylesheet.mjs): compare once it applies.
  await loaded.waitForFunction(() => {
    const deferred = [...document.querySelectorAll<HTMLLinkElement>('link[data-deferred-stylesheet]')];
    return deferred.length > 0 && deferred.every((link) => !link.disabled && link.sheet !== null);
  });
  const after = await firstScreenBoxes(loaded);
  const before = await firstScreenWithoutStylesheet(loaded);
  expect(before.length, `${route}: the first screen shows something`).toBeGreaterThan(5);
  expect(before, `${route}: the first screen before the stylesheet`).toEqual(after);
}
