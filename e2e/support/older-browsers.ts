import type { Page } from '@playwright/test';

/*
 * Chromium standing in for the older browsers the site supports (package.json "browserslist"; README, "Browser
 * support"), which these machines cannot run. A CSS feature one of them lacks is made unreadable to Chromium too, by
 * rewriting the page's styles on their way in.
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
