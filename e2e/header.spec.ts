import { expect, test, type Route } from '@playwright/test';
import { siteConfig } from '../content/site-config';
import { industryLinks, serviceLinks } from '../lib/content/navigation';
import { holdScriptChunks, SCRIPT_CHUNKS } from './support/script-chunks';

const mainNav = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('header (desktop)', () => {
  test('is fixed, carries the logo link home and the primary links in order', async ({ page }) => {
    await page.goto('/about');
    const header = page.getByRole('banner');
    await expect(header).toHaveCSS('position', 'fixed');
    await expect(header.getByRole('link', { name: `${siteConfig.name}, home` })).toHaveAttribute('href', '/');
    await expect(mainNav(page).locator(':scope > ul > li > a')).toHaveText(['Home', 'About', 'Insights', 'Contact']);
    await expect(mainNav(page).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    await expect(header.getByRole('link', { name: 'Schedule a Consultation' })).toHaveAttribute('href', '/contact');
  });

  test('says which section the visitor is in, as its highlight shows it: aria-current "page" on the page, "true" below it', async ({ page }) => {
    await page.goto('/insights');
    await expect(mainNav(page).getByRole('link', { name: 'Insights' })).toHaveAttribute('aria-current', 'page');
    await page.goto('/insights/ai-decision-making-2025');
    await expect(mainNav(page).getByRole('link', { name: 'Insights' })).toHaveAttribute('aria-current', 'true');
    await expect(mainNav(page).getByRole('button', { name: 'Services' })).not.toHaveAttribute('aria-current');
    await page.goto('/services/strategy-consulting');
    await expect(mainNav(page).getByRole('button', { name: 'Services' })).toHaveAttribute('aria-current', 'true');
    await expect(mainNav(page).getByRole('link', { name: 'Insights' })).not.toHaveAttribute('aria-current');
  });

  for (const width of [1024, 1280]) {
    test(`at ${width} px the bar holds the whole logo, every link and a one-line Schedule a Consultation`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/about');
      const header = page.getByRole('banner');
      const cta = await header.getByRole('link', { name: 'Schedule a Consultation' }).boundingBox();
      const search = await header.getByRole('link', { name: 'Search' }).boundingBox();
      expect(cta!.height, 'the button as tall as the search link: one line').toBeLessThanOrEqual(search!.height + 0.5);
      expect(cta!.x + cta!.width).toBeLessThanOrEqual(width);
      // The logo's words drop out of its clipped row when the bar has no room for them (components/layout/logo.tsx).
      const logo = header.getByRole('link', { name: /, home$/ });
      const [logoBox, wordsBox] = [await logo.boundingBox(), await logo.locator(':scope > span').boundingBox()];
      expect(wordsBox!.y + wordsBox!.height, 'the name beside the mark, not clipped below it').toBeLessThanOrEqual(logoBox!.y + logoBox!.height + 0.5);
      const lastLink = await mainNav(page).getByRole('link', { name: 'Contact' }).boundingBox();
      expect(lastLink!.x + lastLink!.width).toBeLessThanOrEqual(search!.x);
    });
  }

  test('Services dropdown opens on hover with the six links in order', async ({ page }) => {
    await page.goto('/');
    const button = mainNav(page).getByRole('button', { name: 'Services' });
    await button.hover();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const list = mainNav(page).getByRole('list', { name: 'Services' });
    await expect(list.getByRole('link')).toHaveText(serviceLinks.map((l) => l.label));
    await page.mouse.move(5, 600);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('a dropdown opened by hover closes on Escape though focus is elsewhere', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('heading', { level: 1 }).click();
    const button = mainNav(page).getByRole('button', { name: 'Services' });
    await button.hover();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page).getByRole('list', { name: 'Services' })).toBeHidden();
  });

  test('Industries dropdown opens on click with the fourteen links in order and navigates', async ({ page }) => {
    await page.goto('/');
    const button = mainNav(page).getByRole('button', { name: 'Industries' });
    await button.click();
    const list = mainNav(page).getByRole('list', { name: 'Industries' });
    await expect(list.getByRole('link')).toHaveText(industryLinks.map((l) => l.label));
    // Two columns that read down: the first seven on the left, the eighth at the top of the right.
    const boxes = await list.getByRole('link').evaluateAll((links) => links.map((link) => link.getBoundingClientRect()).map(({ x, y }) => ({ x, y })));
    expect(boxes.slice(0, 7).every((box) => box.x === boxes[0]!.x)).toBe(true);
    expect(boxes.slice(1, 7).every((box, index) => box.y > boxes[index]!.y)).toBe(true);
    expect(boxes[7]).toEqual({ x: expect.any(Number), y: boxes[0]!.y });
    expect(boxes[7]!.x).toBeGreaterThan(boxes[0]!.x);
    await page.evaluate(() => Object.assign(window, { beforeTheClick: true }));
    await list.getByRole('link', { name: 'Agriculture' }).click();
    await expect(page).toHaveURL(/\/industries\/agriculture$/);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(list).toBeHidden();
    // Followed in the page, not loaded whole: the dropdown's closing (its links unmounted) did not cost the navigation.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Agriculture Consulting');
    expect(await page.evaluate(() => 'beforeTheClick' in window)).toBe(true);
  });

  test('works from the keyboard alone', async ({ page }) => {
    await page.goto('/');
    const button = mainNav(page).getByRole('button', { name: 'Services' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveAttribute('href', '/services/strategy-consulting');
    await page.keyboard.press('ArrowDown');
    await expect(page.locator(':focus')).toHaveAttribute('href', '/services/operations-improvement');
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    await page.keyboard.press('Space');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    // Tab past a closed dropdown goes straight to the next top-level item.
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveText('Industries');
  });

  test('shows the scrolled appearance after 10 px of scroll', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 10));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 11));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
  });

  test('a skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
  });
});

test.describe('header (desktop) until its scripts run', () => {
  for (const [name, lose] of [
    ['fail', (route: Route) => route.abort('internetdisconnected')],
    ['stall', () => undefined],
  ] as const) {
    test(`(${name}) Services and Industries lead to their overview pages rather than opening nothing`, async ({ page }) => {
      await page.route(SCRIPT_CHUNKS, lose);
      for (const [name, heading] of [
        ['Services', /services/i],
        ['Industries', /industr/i],
      ] as const) {
        await page.goto('/about', { waitUntil: 'domcontentloaded' });
        // A link, not yet a button: nothing says it opens a menu.
        await expect(mainNav(page).getByRole('button')).toHaveCount(0);
        const link = mainNav(page).getByRole('link', { name, exact: true });
        await expect(link).not.toHaveAttribute('aria-expanded');
        await link.click();
        await expect(page).toHaveURL(`/${name.toLowerCase()}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      }
    });
  }

  test('once the scripts run, each link is a button in its place: focus stays on it and the bar looks the same', async ({ page }) => {
    const release = await holdScriptChunks(page);
    await page.goto('/about', { waitUntil: 'domcontentloaded' });
    const bar = page.getByRole('banner');
    const before = await bar.screenshot();
    await mainNav(page).getByRole('link', { name: 'Services', exact: true }).focus();
    release();
    const button = mainNav(page).getByRole('button', { name: 'Services' });
    await expect(button).toBeFocused();
    await expect(mainNav(page).getByRole('button', { name: 'Industries' })).toHaveAttribute('aria-expanded', 'false');
    // No href left for the held click or the prefetch on intent (lib/client-effects/) to act on.
    await expect(mainNav(page).locator('a[href="/services"], a[href="/industries"]')).toHaveCount(0);
    await button.evaluate((element) => element.blur());
    expect(await bar.screenshot()).toEqual(before);
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  });
});
