import { expect, test, type Route } from '@playwright/test';
import { industryLinks, serviceLinks } from '../lib/content/navigation';
import { expectReactToOwn } from './support/hydration';
import { holdScriptChunks, SCRIPT_CHUNKS } from './support/script-chunks';

test.describe('header at 390 px', () => {
  test('hides the desktop links and has no horizontal scroll', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('the menu toggle opens a panel with the same links; choosing one closes it', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = page.getByRole('navigation', { name: 'Menu' });
    await expect(panel).toBeVisible();
    await expect(panel.locator(':scope > ul > li > a').first()).toHaveText('Home');

    await panel.getByRole('button', { name: 'Services' }).click();
    await expect(panel.getByRole('list', { name: 'Services' }).getByRole('link')).toHaveText(serviceLinks.map((l) => l.label));
    await panel.getByRole('button', { name: 'Industries' }).click();
    await expect(panel.getByRole('list', { name: 'Services' })).toBeHidden();
    await expect(panel.getByRole('list', { name: 'Industries' }).getByRole('link')).toHaveText(industryLinks.map((l) => l.label));

    await page.evaluate(() => Object.assign(window, { beforeTheTap: true }));
    await panel.getByRole('link', { name: 'Construction' }).tap();
    await expect(page).toHaveURL(/\/industries\/construction$/);
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    // Followed in the page, not loaded whole: the panel's closing (its links unmounted) did not cost the navigation.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Construction Consulting');
    expect(await page.evaluate(() => 'beforeTheTap' in window)).toBe(true);
  });

  test('while the panel is open the page behind it is inert; a tap on it, the skip link or a wide window closes the panel', async ({ page }) => {
    await page.goto('/about');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const behind = page.locator('#main-content, #site-footer');
    const inert = () => behind.evaluateAll((elements) => elements.map((element) => (element as HTMLElement).inert));
    await toggle.click();
    await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible();
    expect(await inert()).toEqual([true, true]);
    // What a screen reader reads (Chromium's accessibility tree; Playwright's aria snapshot ignores inert): of the
    // landmarks, only the panel, so a swipe past its last link lands on nothing of the page under it.
    const cdp = await page.context().newCDPSession(page);
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    const landmarks = nodes
      .filter((node) => !node.ignored && ['main', 'navigation', 'contentinfo', 'region', 'form'].includes(String(node.role?.value)))
      .map((node) => `${node.role?.value} ${node.name?.value ?? ''}`.trim());
    expect(landmarks).toEqual(['navigation Menu']);

    // A tap below the panel lands on no link under it and closes the panel.
    await page.mouse.click(200, page.viewportSize()!.height - 20);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page).toHaveURL(/\/about$/);
    expect(await inert()).toEqual([false, false]);

    // The skip link, reached with the panel open, still takes focus to the main content.
    await toggle.click();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // Wide enough for the bar the panel is hidden, so it closes rather than leave the page inert under nothing.
    await toggle.click();
    expect(await inert()).toEqual([true, true]);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(inert).toEqual([false, false]);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Insights' }).click();
    await expect(page).toHaveURL(/\/insights$/);
  });

  test('Escape closes the panel and returns focus to the toggle, from the panel or from <body>', async ({ page }) => {
    await page.goto('/about');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const panel = page.getByRole('navigation', { name: 'Menu' });
    await toggle.click();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();

    // A tap on the panel between its links leaves focus on <body>, outside the header: Escape closes it all the same,
    // rather than leave the page behind inert.
    await toggle.click();
    const box = (await panel.boundingBox())!;
    await page.mouse.click(box.x + 4, box.y + 6);
    await expect(panel).toBeVisible();
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
    expect(await page.locator('#main-content').evaluate((main) => (main as HTMLElement).inert)).toBe(false);
  });
});

test.describe('header at 390 px when the scripts do not arrive', () => {
  for (const [name, lose] of [
    ['fail', (route: Route) => route.abort('internetdisconnected')],
    ['stall', () => undefined],
  ] as const) {
    test(`(${name}) the Menu toggle leads to the footer's links rather than opening nothing`, async ({ page }) => {
      await page.route(SCRIPT_CHUNKS, lose);
      await page.goto('/about', { waitUntil: 'domcontentloaded' });
      // A link until the scripts make it a button: nothing says it opens a menu.
      await expect(page.getByRole('banner').getByRole('button')).toHaveCount(0);
      const toggle = page.getByRole('banner').getByRole('link', { name: 'Menu', exact: true });
      await expect(toggle).not.toHaveAttribute('aria-expanded');
      await toggle.click();
      await expect(page).toHaveURL(/\/about#site-footer$/);
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: 'Industries', exact: true })).toBeInViewport();
      // The page's own links stay plain links.
      await footer.getByRole('link', { name: 'Industries', exact: true }).click();
      await expect(page).toHaveURL(/\/industries$/);
    });
  }
});

test('once hydrated, a modified or middle click on the Menu toggle acts as on a button: no new tab, no footer', async ({ page, context }) => {
  await page.goto('/about');
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  await expectReactToOwn(toggle);
  const opened: string[] = [];
  context.on('page', (other) => opened.push(other.url()));
  // A middle click does nothing on a button.
  await toggle.click({ button: 'middle' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  // With a modifier, a click on a button is still its click.
  for (const [modifier, expanded] of [
    ['ControlOrMeta', 'true'],
    ['Shift', 'false'],
    ['Alt', 'true'],
  ] as const) {
    await toggle.click({ modifiers: [modifier] });
    await expect(toggle).toHaveAttribute('aria-expanded', expanded);
  }
  // A tab or window the clicks opened would have appeared by now: the toggles above came after each.
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'About' }).waitFor();
  expect(opened).toEqual([]);
  await expect(page).toHaveURL(/\/about$/);
});

test('once the scripts run, the Menu link is a button in its place that looks the same', async ({ page }) => {
  const release = await holdScriptChunks(page);
  await page.goto('/about', { waitUntil: 'domcontentloaded' });
  const bar = page.getByRole('banner');
  const before = await bar.screenshot();
  release();
  await expect(bar.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  await expect(bar.locator('a[href="#site-footer"]')).toHaveCount(0);
  expect(await bar.screenshot()).toEqual(before);
});
