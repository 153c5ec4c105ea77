import { expect, test } from '@playwright/test';
import { waitForHydration } from './support/hydration';

/** The year the pages were built in, in Casper (the build ran today). */
const BUILT_IN = Number(new Intl.DateTimeFormat('en-US', { timeZone: 'America/Denver', year: 'numeric' }).format(new Date()));

test.describe('breadcrumbs', () => {
  test('are built from the path with friendly labels', async ({ page }) => {
    await page.goto('/services/organizational-hr-consulting');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('listitem')).toHaveText(['Home', /Services/, /Organizational & HR Consulting/]);
    await expect(crumbs.getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/services');
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Organizational & HR Consulting');
  });

  test('humanise an unknown segment', async ({ page }) => {
    await page.goto('/capital-planning-guide');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]')).toHaveText(
      'Capital Planning Guide',
    );
  });
});

test.describe('footer', () => {
  test('links the spec pages and shows contact details and the year', async ({ page }) => {
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    for (const href of ['/', '/about', '/services', '/insights', '/contact', '/services/ai-solutions', '/legal/terms-of-service', '/legal/privacy-policy', '/legal/terms-conditions']) {
      await expect(footer.locator(`a[href="${href}"]`).first()).toBeAttached();
    }
    await expect(footer.getByRole('link', { name: 'info@platterivercg.com' })).toHaveAttribute('href', 'mailto:info@platterivercg.com');
    await expect(footer.getByRole('link', { name: '+1 (307) 555-0148' })).toHaveAttribute('href', 'tel:+13075550148');
    await expect(footer).toContainText('Casper, WY 82609');
    await expect(footer.getByRole('list', { name: 'Social media' }).getByRole('link')).toHaveCount(3);
    await expect(footer).toContainText(`© ${BUILT_IN} Platte River Consulting`);
  });

});

/**
 * The footer's year is Casper's (MST, UTC-7, at New Year) in every visitor's zone: the year the page was built in until
 * midnight in Casper, the next from then, and hydration agrees with the prerendered year or replaces it without an error.
 */
const AROUND_NEW_YEAR = [
  { timezoneId: 'Asia/Tokyo', at: `${BUILT_IN}-12-31T20:00:00Z`, year: BUILT_IN, when: 'in the new year in Tokyo, 1 p.m. on New Year’s Eve in Casper' },
  { timezoneId: 'Pacific/Kiritimati', at: `${BUILT_IN + 1}-01-01T06:59:00Z`, year: BUILT_IN, when: 'a minute before midnight in Casper' },
  { timezoneId: 'Pacific/Honolulu', at: `${BUILT_IN + 1}-01-01T08:00:00Z`, year: BUILT_IN + 1, when: 'still the old year in Honolulu, 1 a.m. in Casper: a page built last year' },
  { timezoneId: 'America/Denver', at: `${BUILT_IN + 1}-01-01T07:00:00Z`, year: BUILT_IN + 1, when: 'midnight in Casper' },
] as const;

for (const { timezoneId, at, year, when } of AROUND_NEW_YEAR) {
  test.describe(`footer year in ${timezoneId}`, () => {
    test.use({ timezoneId });

    test(`is ${year === BUILT_IN ? 'the build year' : 'the next year'} ${when}`, async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.clock.setFixedTime(new Date(at));
      await page.goto('/legal/privacy-policy');
      await waitForHydration(page);
      await expect(page.getByRole('contentinfo')).toContainText(`© ${year} Platte River Consulting`);
      expect(errors).toEqual([]);
    });
  });
}

test.describe('not found', () => {
  test('an unknown path answers 404 with the spec view', async ({ page }) => {
    const response = await page.goto('/this-page-does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(page.getByText('The page you are looking for might have been removed, had its name changed, or is temporarily unavailable.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Homepage' })).toHaveAttribute('href', '/');
  });
});

/**
 * From the bottom of the home page, follows the footer's About link and waits until /about is at its top. Returns
 * the distinct scroll positions passed on the way, strictly between the top and where the page was: a jump passes
 * none (or one, where a shorter page clamps it), a smooth scroll many.
 */
async function positionsOnTheWayUp(page: import('@playwright/test').Page): Promise<number[]> {
  await page.goto('/');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const start = await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { positionsSeen: number[] }).positionsSeen = seen;
    const sample = () => {
      seen.push(Math.round(window.scrollY));
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
    return Math.round(window.scrollY);
  });
  await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  const seen = await page.evaluate(() => (window as unknown as { positionsSeen: number[] }).positionsSeen);
  return [...new Set(seen.filter((y) => y > 0 && y < start))];
}

test.describe('route changes', () => {
  test('scroll smoothly back to the top (spec) and count a page view', async ({ page }) => {
    expect((await positionsOnTheWayUp(page)).length).toBeGreaterThanOrEqual(3);
    // Off Vercel, @vercel/analytics queues calls in window.vaq; a page view is queued per route.
    await expect
      .poll(() => page.evaluate(() => JSON.stringify((window as unknown as { vaq?: unknown[] }).vaq ?? [])))
      .toContain('/about');
  });
});

test.describe('Back after a route change', () => {
  test('returns to where the visitor was, however soon: the smooth scroll to the top is for links only, and stops', async ({ page }) => {
    await page.goto('/');
    const about = page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true });
    await about.scrollIntoViewIfNeeded();
    const left = await page.evaluate(() => Math.round(window.scrollY));
    expect(left).toBeGreaterThan(1000);
    await about.click();
    await expect(page).toHaveURL(/\/about$/);
    // Back at once, while /about is still scrolling to its top: the browser's smooth scroll carried on after it had
    // restored the home page's place, to the home page's top.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await page.waitForTimeout(1000);
    expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(left);
  });
});

test.describe('route changes for a visitor who prefers reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('jump straight to the top', async ({ page }) => {
    expect((await positionsOnTheWayUp(page)).length).toBeLessThanOrEqual(1);
  });
});

test.describe('not-found views without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, title] of [
    ['/services/no-such-service', 'Service Not Found'],
    ['/industries/no-such-industry', 'Industry Not Found'],
    ['/insights/no-such-article', 'Insight Not Found'],
    ['/legal/no-such-policy', 'Page Not Found'],
    ['/no-such-page', 'Page Not Found'],
  ] as const) {
    test(`${path} answers 404 with '${title}' in the server HTML`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }
});
