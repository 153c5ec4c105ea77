import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { directive, policiesOf, watchCspViolations } from './support/csp';
import { importEsm } from './support/esm';
import { expectPageStyledByItsOwnRules, expectPageToCarryEveryRuleItUses, TEMPLATE_ROUTES } from './support/own-rules';
import { waitForHydration } from './support/hydration';
import { ALL_ROUTES, EXTRA_PAGE_ROUTES, UNKNOWN_PATH, UNKNOWN_SLUG_PAGES } from './support/routes';
import { isRoutePayload } from './support/route-payload';
import { expectDescribedForSearchEngines } from './support/seo';
import { expectHeaderOnScreen, horizontalOverflow, scaleText, SMALL_PHONE } from './support/text-size';

type ScriptHashes = typeof import('../lib/security/script-hashes.mjs');
type PrintStylesheet = typeof import('../lib/performance/print-stylesheet.mjs');

/*
 * Every address the site answers, loaded once in Chromium, with every check that holds for any page run on that one
 * load: loading a route costs far more than checking it, and the suite loaded each route six times when each check
 * was its own spec. Behaviour that belongs to one page (its menus, forms, content) is tested in that page's spec.
 */
type RouteCase = { route: string; status: 200 | 404; described: boolean };

const CASES: RouteCase[] = [
  ...ALL_ROUTES.map((route) => ({ route, status: 200 as const, described: true })),
  ...EXTRA_PAGE_ROUTES.map((route) => ({ route, status: 200 as const, described: false })),
  { route: UNKNOWN_PATH, status: 404, described: false },
  ...UNKNOWN_SLUG_PAGES.map(({ path }) => ({ route: path, status: 404 as const, described: false })),
];

/** What the page does while it loads that a check looks at afterwards. */
async function watchLoad(page: Page, pageUrl: string) {
  const seen = { errors: [] as string[], payloads: [] as string[], fonts: [] as string[], stylesheets: [] as string[], violations: await watchCspViolations(page) };
  page.on('pageerror', (error) => seen.errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() !== 'error' || /Content Security Policy/i.test(message.text())) return;
    // A not-found page's own status is reported as a failed load; it is the point of that page.
    if (message.location().url !== pageUrl) seen.errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('request', (request) => {
    if (isRoutePayload(request)) seen.payloads.push(new URL(request.url()).pathname);
    if (request.resourceType() === 'font') seen.fonts.push(request.url());
    if (request.resourceType() === 'stylesheet') seen.stylesheets.push(request.url());
  });
  return seen;
}

test.describe('every route, loaded once', () => {
  // One load, then axe: a long article takes a while on two shared cores.
  test.describe.configure({ timeout: 90_000 });

  for (const { route, status, described } of CASES) {
    test(`${route} (${status})`, async ({ page, request, baseURL }) => {
      const seen = await watchLoad(page, `${baseURL}${route}`);
      const response = await page.goto(route, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(status);
      const html = await response!.text();

      await test.step('one strict policy, naming every inline script of the page (docs/security.md)', async () => {
        const { scriptHashesOfHtml } = await importEsm<ScriptHashes>('lib/security/script-hashes.mjs');
        const [policy = '', ...more] = await policiesOf(response!);
        expect(more, 'one policy per response').toEqual([]);
        const scriptSrc = directive(policy, 'script-src');
        expect(scriptSrc.filter((source) => /^'(unsafe-inline|unsafe-eval|nonce-)/.test(source))).toEqual([]);
        const hashes = scriptHashesOfHtml(html);
        expect(hashes.length).toBeGreaterThan(0);
        expect(hashes.filter((hash) => !scriptSrc.includes(`'${hash}'`))).toEqual([]);
      });

      await test.step('hydrates with no CSP violation and nothing in the console', async () => {
        await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
        // Hydration ran: no framework script was blocked.
        await waitForHydration(page);
        expect(seen.violations).toEqual([]);
        expect(seen.errors).toEqual([]);
      });

      await test.step('prefetches no route payload while it loads (components/ui/intent-link.tsx)', async () => {
        expect(seen.payloads).toEqual([]);
      });

      await test.step('fetches no stylesheet while it loads but the print sheet, once, which no paint waits for', async () => {
        const { printStylesheetHref } = await importEsm<PrintStylesheet>('lib/performance/print-stylesheet.mjs');
        const href = printStylesheetHref(html);
        expect(href, 'the page links the print sheet').not.toBeNull();
        expect(seen.stylesheets).toEqual([`${baseURL}${href}`]);
      });

      await test.step('sets text in the system fonts and downloads no font file', async () => {
        expect(seen.fonts).toEqual([]);
        const families = await page.evaluate(() => ({
          body: getComputedStyle(document.body).fontFamily,
          heading: getComputedStyle(document.querySelector('h1')!).fontFamily,
        }));
        expect(families.body).toMatch(/^ui-sans-serif, system-ui/);
        expect(families.heading).toMatch(/^ui-serif, Georgia/);
      });

      if (TEMPLATE_ROUTES.includes(route)) {
        await test.step('looks the same by its own rules as with the site stylesheet', () => expectPageStyledByItsOwnRules(page, route));
        await test.step('carries every rule of the site stylesheet that is for one of its elements', () => expectPageToCarryEveryRuleItUses(page, route));
      }

      await test.step('carries its own rules, then the site stylesheet links that no paint waits for', async () => {
        const head = html.slice(0, html.indexOf('</head>'));
        // Inside a <noscript>, for browsers without JavaScript; the script after it puts them in the document,
        // disabled, for client-side navigations (e2e/critical-css.spec.ts). Last in the <head>: after the page's own
        // rules, so that the full sheet keeps its order once applied, and before the RSC payload's scripts in <body>.
        const noscript = head.match(/<noscript data-deferred-stylesheet="">((?:<link [^<>]+\/>)+)<\/noscript><script data-deferred-stylesheet="">[^<]+<\/script>$/);
        expect(noscript, 'the stylesheet links last in <head>, then the script that places them').not.toBeNull();
        // A stylesheet only some pages link (the home page's hero art) is inlined whole and its link disabled. The one
        // other is the print sheet, for print only (lib/performance/print-stylesheet.mjs).
        const { isPrintStylesheetLink } = await importEsm<PrintStylesheet>('lib/performance/print-stylesheet.mjs');
        const links = head.replace(noscript?.[0] ?? '', '').match(/<link[^>]+rel="stylesheet"[^>]*>/g) ?? [];
        const blocking = links.filter((tag) => !tag.includes(' disabled=""') && !isPrintStylesheetLink(tag));
        expect(blocking, 'no stylesheet link in <head> that the first paint would wait for').toEqual([]);
        expect(links.filter(isPrintStylesheetLink), 'the print sheet, linked once').toHaveLength(1);
        for (const [, href, inlined] of head.matchAll(/<style data-inlined-from="([^"]+)">([\s\S]*?)<\/style>/g)) {
          expect(inlined, `${href} inlined byte for byte`).toBe(await (await request.get(href!)).text());
        }
        const critical = head.match(/<style data-critical-from="([^"]+)">([\s\S]*?)<\/style>/);
        expect(critical, 'the page\'s own rules are in the page').not.toBeNull();
        // After the head's script tags, which the browser can then request before it reads the CSS.
        expect(head.indexOf('<style data-critical-from=')).toBeGreaterThan(head.lastIndexOf('<script src='));
        expect(head.indexOf('<noscript data-deferred-stylesheet=')).toBeGreaterThan(head.indexOf('<style data-critical-from='));
        const [, sources = '', css = ''] = critical!;
        const linked = [...(noscript?.[1] ?? '').matchAll(/<link rel="stylesheet" href="([^"]+)" data-precedence="next"\/>/g)].map(([, href]) => href ?? '');
        expect(linked, 'the stylesheets the rules came from').toEqual(sources.split(' '));
        const sizes = await Promise.all(linked.map(async (href) => (await (await request.get(href)).text()).length));
        expect(css.length, 'fewer rules than the whole stylesheet').toBeLessThan(sizes.reduce((a, b) => a + b, 0));
        // Print rules cost every first view: they belong in the print sheet (lib/performance/print-stylesheet.mjs).
        expect(css, 'no print rules among the page\'s own').not.toMatch(/@media[^{]*\bprint\b/);
      });

      if (described) {
        await test.step('is described for search engines and link previews', () => expectDescribedForSearchEngines(page, route));
      }

      await test.step('has no WCAG 2.2 AA violations (axe)', () => expectNoAxeViolations(page));

      // WCAG 1.4.4: text resized to 200 % without loss of content; a page that scrolls sideways hides part of each line.
      await test.step("with a phone's text at 200 % on a 360 px screen, runs off neither side and keeps the header's buttons", async () => {
        await page.setViewportSize(SMALL_PHONE);
        await scaleText(page, 200);
        const width = await horizontalOverflow(page);
        expect(width.culprits, 'nothing runs off the screen').toEqual([]);
        expect(width.page, 'as wide as the screen').toBeLessThanOrEqual(width.screen);
        await expectHeaderOnScreen(page);
      });
    });
  }
});
