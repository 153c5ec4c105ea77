import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from '@playwright/test';

/*
 * Chromium standing in for the older browsers the site supports (package.json "browserslist"; README, "Browser
 * support"), which these machines cannot run. A CSS feature one of them lacks is made unreadable to Chromium too, by
 * rewriting the page's styles on their way in; a JavaScript API one of them lacks is deleted before the page's scripts
 * run.
 */

/** One rewrite that makes a feature unreadable, as it is to a browser without it. */
type Rewrite = { from: RegExp; to: string };

/** CSS features that a supported browser lacks, each by the browsers that lack it (web-features' data). */
export const CSS_FEATURES = {
  /** Firefox before 121: a selector with `:has()` is invalid, and so is the whole rule whose list holds it. */
  has: [{ from: /:has\(/g, to: ':x-has(' }],
  /**
   * Firefox before 128: no `@property`. It does pass the `@supports` test Tailwind writes for exactly that, whose rules
   * give each registered property its initial value on every element (no inheritance either).
   */
  registeredProperties: [
    { from: /@property\b/g, to: '@x-property' },
    { from: /@supports \([^{]*-moz-orient:inline[^{]*\)\s*\{/g, to: '@supports (display:block){' },
  ],
  /** Chrome before 131, Safari before 18.4, Firefox before 143: no `::details-content`. */
  detailsContent: [{ from: /::details-content/g, to: '::x-details-content' }],
  /** Chrome before 120, Safari before 17: no `scripting` media feature (a query with it never matches). */
  scripting: [{ from: /\(\s*scripting\s*:/g, to: '(x-scripting:' }],
  /**
   * Below the target: Chrome before 111, Firefox before 113 (and Samsung Internet before 22) have no `oklab()`,
   * `oklch()` or `color-mix()`, which the site's translucent colours are written in; such a declaration is dropped.
   */
  newColourFunctions: [{ from: /\b(oklab|oklch|color-mix)\(/g, to: 'x-$1(' }],
} satisfies Record<string, Rewrite[]>;

/**
 * Rewrites the CSS of every page and stylesheet the page loads from now on: the <style> elements of a document and the
 * text of a stylesheet. Returns how often each rewrite matched, so that a test can tell it emulated something.
 */
export async function withoutCss(page: Page, rewrites: readonly Rewrite[]): Promise<Map<Rewrite, number>> {
  const matched = new Map(rewrites.map((rewrite) => [rewrite, 0]));
  const apply = (css: string) =>
    rewrites.reduce((text, rewrite) => {
      matched.set(rewrite, matched.get(rewrite)! + (text.match(rewrite.from)?.length ?? 0));
      return text.replace(rewrite.from, rewrite.to);
    }, css);
  await page.route('**/*', async (route) => {
    const type = route.request().resourceType();
    if (type !== 'document' && type !== 'stylesheet') return route.fallback();
    const response = await route.fetch();
    const text = await response.text();
    const body = type === 'stylesheet' ? apply(text) : text.replace(/(<style\b[^>]*>)([\s\S]*?)(<\/style>)/g, (_, open, css, close) => open + apply(css) + close);
    await route.fulfill({ response, body });
  });
  return matched;
}

/** BCD's browser names for the browserslist names the target may use (Samsung Internet 22 is Chromium 111: no data of its own). */
const BCD_BROWSERS: Record<string, string[]> = {
  chrome: ['chrome', 'chrome_android'],
  edge: ['edge'],
  firefox: ['firefox', 'firefox_android'],
  safari: ['safari'],
  ios_saf: ['safari_ios'],
  samsung: [],
};

/** The oldest version of each supported browser, from package.json "browserslist" ("chrome 111", …). */
function targetBrowsers(): Map<string, string> {
  const { browserslist } = JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'package.json'), 'utf8')) as { browserslist: string[] };
  const targets = new Map<string, string>();
  for (const entry of browserslist) {
    const [, name, version] = /^(\w+) ([\d.]+)$/.exec(entry) ?? [];
    const bcd = name && BCD_BROWSERS[name];
    if (!bcd || !version) throw new Error(`browserslist entry "${entry}": name an oldest version of a browser in e2e/support/older-browsers.ts`);
    for (const browser of bcd) targets.set(browser, version);
  }
  return targets;
}

const parts = (version: string) => version.replace('≤', '').split('.').map(Number);
/** Whether version a is later than version b ("16.4" > "16"). */
function later(a: string, b: string): boolean {
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < Math.max(x.length, y.length); i += 1) if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) > (y[i] ?? 0);
  return false;
}

type WebFeatures = { features: Record<string, { status?: { by_compat_key?: Record<string, { support: Record<string, string> }> } }> };

/**
 * The JavaScript APIs (BCD keys: `api.Window.requestIdleCallback`, `javascript.builtins.Object.groupBy`) that at least
 * one supported browser lacks, by the web-features data Lighthouse ships (a dev dependency, pinned).
 */
export function apisSomeTargetLacks(): string[] {
  const fromLighthouse = createRequire(require.resolve('lighthouse/package.json'));
  const { features } = fromLighthouse('web-features/data.json') as WebFeatures;
  const targets = [...targetBrowsers()];
  const keys = new Set<string>();
  for (const feature of Object.values(features)) {
    for (const [key, { support }] of Object.entries(feature.status?.by_compat_key ?? {})) {
      if (!/^(api|javascript\.builtins)\./.test(key)) continue;
      if (targets.some(([browser, oldest]) => !support[browser] || later(support[browser]!, oldest))) keys.add(key);
    }
  }
  return [...keys];
}

/**
 * Runs in the page before its scripts: deletes each API named (an interface, a static or prototype member, or a
 * window's own), as far as a script can, members before the interfaces that hold them. Sub-features (a parameter, an
 * event, a behaviour) cannot be deleted and are left. Records what it deleted in `window.__deletedApis`.
 */
function deleteApis(keys: string[]) {
  const global = globalThis as unknown as Record<string, unknown>;
  const deleted: string[] = [];
  const remove = (owner: unknown, name: string, key: string) => {
    if (owner && Object.prototype.hasOwnProperty.call(owner, name) && delete (owner as Record<string, unknown>)[name]) deleted.push(key);
  };
  const split = (key: string) => (key.startsWith('api.') ? key.split('.').slice(1) : key.split('.').slice(2));
  for (const key of keys) {
    const [holder, member, ...rest] = split(key);
    if (!holder || !member || rest.length > 0 || member.endsWith('_event') || /[@ ]|_(?!static$)/.test(member)) continue;
    const name = member.replace(/_static$/, '');
    if (holder === 'Window') {
      remove(global, name, key);
      remove((global.Window as { prototype?: object } | undefined)?.prototype, name, key);
      continue;
    }
    const owner =
      holder === 'TypedArray' ? Object.getPrototypeOf(Int8Array) : (global[holder] as { prototype?: object } | undefined);
    if (!owner) continue;
    if (member.endsWith('_static')) {
      remove(owner, name, key);
      continue;
    }
    let proto: object | null = owner.prototype ?? null;
    while (proto && !Object.prototype.hasOwnProperty.call(proto, name)) proto = Object.getPrototypeOf(proto);
    remove(proto ?? owner, name, key);
  }
  for (const key of keys) {
    const [holder, ...rest] = split(key);
    if (holder && rest.length === 0) remove(global, holder, key);
  }
  (window as unknown as { __deletedApis: string[] }).__deletedApis = deleted;
}

/** From the next page on, the page has none of the APIs some supported browser lacks. */
export async function withoutApisSomeTargetLacks(page: Page): Promise<void> {
  await page.addInitScript(deleteApis, apisSomeTargetLacks());
}
