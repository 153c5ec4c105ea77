import { expect, type Page } from '@playwright/test';
import { waitForHydration } from './hydration';
import { elementsOf, selectorAlternatives } from './rule-selectors';
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
  await page.waitForFunction(() => !document.querySelector('nav[aria-label="Breadcrumb"] li.hidden'));
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

type StyleRuleText = { selector: string; rest: string };

/**
 * A stylesheet's style rules, inside @layer, @media and @supports too, as the browser writes them: each one's selector
 * list, and apart from it the at-rules around it and its declarations (custom properties left out: the page drops those
 * it never reads, lib/performance/unused-custom-properties.mjs).
 */
function styleRules(page: Page, css: 'own' | 'site'): Promise<StyleRuleText[]> {
  return page.evaluate((which) => {
    const element =
      which === 'own' ? document.querySelector<HTMLStyleElement>('style[data-critical-from]') : document.querySelector<HTMLLinkElement>('link[data-deferred-stylesheet]');
    const rules: StyleRuleText[] = [];
    const walk = (list: CSSRuleList, context: string) => {
      for (const rule of list) {
        if (rule instanceof CSSStyleRule) {
          const declarations = [...rule.style]
            .filter((property) => !property.startsWith('--'))
            .map((property) => `${property}:${rule.style.getPropertyValue(property)}${rule.style.getPropertyPriority(property)}`);
          rules.push({ selector: rule.selectorText, rest: `${context}{${declarations.join(';')}}` });
        } else if (rule instanceof CSSMediaRule) walk(rule.cssRules, `${context}@media ${rule.conditionText}`);
        else if (rule instanceof CSSSupportsRule) walk(rule.cssRules, `${context}@supports ${rule.conditionText}`);
        else if (rule instanceof CSSLayerBlockRule) walk(rule.cssRules, `${context}@layer ${rule.name}`);
        else if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules, `${context}@${rule.constructor.name}`);
      }
    };
    if (element?.sheet) walk(element.sheet.cssRules, '');
    return rules;
  }, css);
}

/** One entry per selector of each rule's list, with what the rule says. */
const ruleKeys = (rules: StyleRuleText[]) => rules.flatMap(({ selector, rest }) => selectorAlternatives(selector).map((one) => ({ selector: one, key: `${one}${rest}` })));

/**
 * The page carries every rule of the site's stylesheet that is for one of its elements, in any state and at any width
 * (print rules are in no page: public/print.css): the browser looks each selector up in the page itself, independently
 * of Beasties, which picked the page's rules. It catches what looking at the page in Chromium cannot
 * (expectPageStyledByItsOwnRules): a rule only another engine reads, such as the one hiding WebKit's disclosure
 * triangle, which Beasties once dropped.
 */
export async function expectPageToCarryEveryRuleItUses(loaded: Page, route: string): Promise<void> {
  await hydratedAndFinished(loaded);
  const own = new Set(ruleKeys(await styleRules(loaded, 'own')).map(({ key }) => key));
  await siteStylesheet(loaded, true);
  const site = ruleKeys(await styleRules(loaded, 'site'));
  await siteStylesheet(loaded, false);
  expect(own.size, `${route}: the page has rules of its own`).toBeGreaterThan(50);
  const absent = new Map(site.filter(({ key }) => !own.has(key)).map(({ selector, key }) => [key, selector]));
  // Each absent rule as "selector, at-rules{declarations}", with the elements its selector is for.
  const candidates = [...absent].map(([rule, selector]) => ({ rule, lookup: elementsOf(selector) }));
  const missing = await loaded.evaluate((list) => {
    return list
      .filter(({ lookup }) => {
        if (lookup === null) return false;
        try {
          return document.querySelector(lookup) !== null;
        } catch {
          return false; // A selector this engine cannot read (another engine's pseudo-class) is not judged here.
        }
      })
      .map(({ rule }) => rule);
  }, candidates);
  expect(missing, `${route}: rules of the site's stylesheet for this page's elements that the page does not carry`).toEqual([]);
}

