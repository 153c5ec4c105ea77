import { expect, test, type Page } from '@playwright/test';
import { siteConfig } from '../content/site-config';
import { absoluteUrl } from '../lib/urls';
import { waitForHydration } from './support/hydration';
import { CSS_FEATURES, withoutCss } from './support/older-browsers';
import { pdfPages } from './support/pdf';
import { TEMPLATE_ROUTES } from './support/own-rules';
import { EXTRA_PAGE_ROUTES, INSIGHT_ROUTES, UNKNOWN_PATH } from './support/routes';
import { sectionTitled } from './support/sections';

/*
 * The site in print (public/print.css, linked for print only: lib/performance/print-stylesheet.mjs), one route per
 * page template, as Chromium lays it out for paper: print media, no background colours (browsers print none by
 * default), each page's own address in a letterhead, and PDFs that end where the content ends.
 */
const TOPIC_ROUTE = EXTRA_PAGE_ROUTES[1]!;
/**
 * One route per page template (e2e/support/own-rules.ts), the search page with results, and a topic page. Not the
 * not-found views: they have no address of their own for a letterhead.
 */
const PRINTED_ROUTES = [
  ...TEMPLATE_ROUTES.filter((route) => route !== UNKNOWN_PATH && !route.includes('no-such-')).map((route) => (route === '/search' ? '/search?q=strategy' : route)),
  TOPIC_ROUTE,
];

const STAMP = 'Last Updated: January 15, 2025 | Version 2.1';

type Finding = { what: string; text: string };

/**
 * What the page, laid out for print, would put on paper wrongly: text or an icon too pale for white paper, a heading
 * that may end a page, a card or item that may be cut across two.
 */
function printFindings(page: Page) {
  return page.evaluate(() => {
    const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
    /** A colour as it prints on white paper, alpha and the opacity of the element and its ancestors included. */
    const onWhite = (colour: string, element: Element) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = '#fff';
      context.fillRect(0, 0, 1, 1);
      let opacity = 1;
      for (let node: Element | null = element; node; node = node.parentElement) opacity *= Number(getComputedStyle(node).opacity);
      context.globalAlpha = opacity;
      context.fillStyle = colour;
      context.fillRect(0, 0, 1, 1);
      context.globalAlpha = 1;
      return Array.from(context.getImageData(0, 0, 1, 1).data.slice(0, 3));
    };
    const luminance = (rgb: number[]) => {
      const [r = 0, g = 0, b = 0] = rgb.map((value) => {
        const channel = value / 255;
        return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    /** Contrast against white paper (WCAG's ratio). */
    const contrast = (rgb: number[]) => 1.05 / (luminance(rgb) + 0.05);
    const label = (element: Element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60)}"`;
    /** Printed: laid out, not hidden, and larger than the 1 px box of text kept for screen readers only. */
    const printed = (element: Element) => {
      const box = element.getBoundingClientRect();
      return element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && box.width > 1 && box.height > 1;
    };

    const findings: Finding[] = [];
    const main = document.querySelector('main')!;
    for (const element of document.body.querySelectorAll('*')) {
      const ownText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim());
      if (!ownText || !printed(element)) continue;
      const ratio = contrast(onWhite(getComputedStyle(element).color, element));
      if (ratio < 4.5) findings.push({ what: `text at ${ratio.toFixed(2)}:1 on white`, text: label(element) });
    }
    // An icon is drawn in its stroke or fill; at least 3:1 against the paper (WCAG's non-text contrast).
    for (const shape of main.querySelectorAll('svg :is(path, circle, rect, ellipse, line, polyline, polygon)')) {
      if (!printed(shape.closest('svg')!)) continue;
      const style = getComputedStyle(shape);
      const paint = style.stroke !== 'none' ? style.stroke : style.fill;
      if (paint === 'none') continue;
      const ratio = contrast(onWhite(paint, shape));
      if (ratio < 3) findings.push({ what: `icon at ${ratio.toFixed(2)}:1 on white`, text: label(shape.closest('svg')!.parentElement!) });
    }
    for (const heading of main.querySelectorAll('h1, h2, h3, h4')) {
      if (printed(heading) && getComputedStyle(heading).breakAfter !== 'avoid') findings.push({ what: 'a heading that may end a page', text: label(heading) });
    }
    // Cards (every article but the page's own, every item of a list, a figure, a figure of definitions) and pictures.
    const wholes = main.querySelectorAll('article:not(:has(h1)), li, figure, dl > div, :has(> img)');
    for (const whole of wholes) {
      if (printed(whole) && getComputedStyle(whole).breakInside !== 'avoid') findings.push({ what: 'a card or item that may be cut across pages', text: label(whole) });
    }
    return findings;
  });
}

/** The page as it prints: print media, after hydration (the layout's client effects listen for printing). */
async function openForPrint(page: Page, route: string) {
  await page.goto(route, { waitUntil: 'networkidle' });
  await waitForHydration(page);
  await page.emulateMedia({ media: 'print' });
}

test.describe('print', () => {
  // One load per route for both checks: the load costs more than either.
  for (const route of PRINTED_ROUTES) {
    test(`${route}: dark ink on white, headings kept with what follows, cards whole, no site furniture; a letterhead, only on paper`, async ({ page }) => {
      await openForPrint(page, route);

      await test.step('dark ink on white, headings kept with what follows, cards whole, no site furniture', async () => {
        const findings = await printFindings(page);
        expect(findings.filter(({ what }) => what.startsWith('text')), 'text too pale for white paper').toEqual([]);
        expect(findings.filter(({ what }) => what.startsWith('icon')), 'icons too pale for white paper').toEqual([]);
        expect(findings.filter(({ what }) => what.startsWith('a heading')), 'headings kept with what follows').toEqual([]);
        expect(findings.filter(({ what }) => what.startsWith('a card')), 'cards and items kept whole').toEqual([]);

        await expect(page.getByRole('banner')).toBeHidden();
        await expect(page.getByRole('contentinfo')).toBeHidden();
        await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeHidden();
        await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
        // Every back link alike ("← Back to Services", "← Back to Insights", components/ui/back-link.tsx): page furniture.
        const backLinks = page.getByRole('link').filter({ has: page.locator('span[aria-hidden="true"]', { hasText: '←' }) });
        for (const link of await backLinks.all()) await expect(link).toBeHidden();
      });

      await test.step("a letterhead gives the firm, its address, phone and e-mail, and the page's address; only on paper", async () => {
        const { name, address, phone, email } = siteConfig;
        const letterhead = page.getByText(`${name} · ${address.street}, ${address.city}`);
        await expect(letterhead).toHaveCount(1);
        await expect(letterhead).toBeVisible();
        // The page's canonical address: its path, without a query (a search's terms).
        const canonical = absoluteUrl(new URL(route, 'https://site.invalid').pathname);
        for (const part of [phone.display, email, canonical]) await expect(letterhead).toContainText(part);
        await page.emulateMedia({ media: 'screen' });
        await expect(letterhead).toBeHidden();
      });
    });
  }

  test('the article: its text and key insights, none of its calls to action or related articles', async ({ page }) => {
    await openForPrint(page, INSIGHT_ROUTES[0]!);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(sectionTitled(page, 'Key Insights')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Subscribe to Updates' })).toBeHidden();
    await expect(sectionTitled(page, 'Related Articles')).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'On this page' })).toBeHidden();
  });

  test('a legal document: its text and stamp, not the links to the other documents', async ({ page }) => {
    await openForPrint(page, '/legal/privacy-policy');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(STAMP, { exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Other Legal Documents' })).toBeHidden();
  });

  test('/contact: every question prints with its answer, without the +/− marker', async ({ page }) => {
    await openForPrint(page, '/contact');
    const questions = page.getByRole('main').locator('details');
    expect(await questions.count()).toBeGreaterThan(0);
    for (const question of await questions.all()) {
      await expect(question.locator('summary + p')).toBeVisible();
      await expect(question.locator('summary [aria-hidden="true"]')).toBeHidden();
    }
  });

  test('pictures not yet scrolled to start loading when printing begins', async ({ page }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    await waitForHydration(page);
    const lazy = page.locator('main img[loading="lazy"]');
    expect(await lazy.count(), 'the home page has pictures below the first screen').toBeGreaterThan(0);
    // Not scrolled: at least one is not loaded yet.
    expect(await page.evaluate(() => [...document.querySelectorAll('main img')].filter((image) => (image as HTMLImageElement).naturalWidth === 0).length)).toBeGreaterThan(0);
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    await expect
      .poll(() => page.evaluate(() => [...document.querySelectorAll('main img')].every((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0)))
      .toBe(true);
  });

  test('an article prints on A4 and Letter without a blank page, the last one included', async ({ page }) => {
    test.slow();
    for (const route of INSIGHT_ROUTES) {
      await page.goto(route, { waitUntil: 'networkidle' });
      for (const format of ['A4', 'Letter']) {
        const pages = pdfPages(await page.pdf({ format }));
        expect(pages.length, `${route} on ${format}`).toBeGreaterThan(1);
        expect(pages.map(({ text, image }) => text || image), `${route} on ${format}: pages that print something`).not.toContain(false);
      }
    }
  });

  test('the print sheet is cached for a year at the address this build links, and only there', async ({ page, request }) => {
    await page.goto('/offline');
    const href = await page.locator('link[rel="stylesheet"][media="print"]').getAttribute('href');
    expect(href).toMatch(/^\/print\.css\?v=[0-9a-f]{10}$/);
    const response = await request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/css/);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    // The server holds one file: any other version (an old page's after a deployment) must not be pinned for a year.
    for (const other of ['/print.css', '/print.css?v=0000000000']) {
      expect((await request.get(other)).headers()['cache-control'], other).not.toContain('immutable');
    }
  });
});

/** Print in the older browsers the site supports, without a CSS feature they lack (e2e/support/older-browsers.ts). */
test.describe('print without the newer CSS', () => {
  test('/contact without ::details-content (Chrome before 131, Safari before 18.4, Firefox before 143): every answer prints, and the questions close again after', async ({ page }) => {
    const matched = await withoutCss(page, CSS_FEATURES.detailsContent);
    await openForPrint(page, '/contact');
    expect([...matched.values()], 'the print sheet was loaded without ::details-content').toEqual([1]);
    const questions = page.getByRole('main').locator('details');
    expect(await questions.count()).toBeGreaterThan(0);
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    for (const question of await questions.all()) await expect(question.locator('summary + p')).toBeVisible();
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    expect(await questions.evaluateAll((all) => all.filter((details) => (details as HTMLDetailsElement).open).length)).toBe(0);
  });

  for (const route of [INSIGHT_ROUTES[0]!, '/services', '/contact']) {
    test(`${route} without :has() (Firefox before 121): headings stay with what follows, cards and items whole`, async ({ page }) => {
      const matched = await withoutCss(page, CSS_FEATURES.has);
      await openForPrint(page, route);
      expect([...matched.values()][0], 'the print sheet was loaded without :has()').toBeGreaterThan(0);
      const loose = await page.evaluate(() => {
        const printed = (element: Element) => element.checkVisibility() && element.getBoundingClientRect().height > 1;
        const main = document.querySelector('main')!;
        return [
          ...[...main.querySelectorAll('h1, h2, h3, h4')].filter((heading) => printed(heading) && getComputedStyle(heading).breakAfter !== 'avoid'),
          ...[...main.querySelectorAll('li, figure, dl > div, .shadow-card:not(ul, ol)')].filter((whole) => printed(whole) && getComputedStyle(whole).breakInside !== 'avoid'),
        ].map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`);
      });
      expect(loose).toEqual([]);
    });
  }
});
