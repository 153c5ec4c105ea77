import { expect, test, type Route } from '@playwright/test';
import { expectReactToOwn } from './support/hydration';
import { SCRIPT_CHUNKS } from './support/script-chunks';

/*
 * A visitor on a weak connection follows a link to a page whose template needs script chunks not loaded yet, and one of
 * them fails or never arrives. They reach the page all the same: loaded whole, its HTML carries what it shows.
 */

const LOSE: readonly (readonly [name: string, lose: (route: Route) => Promise<void> | undefined])[] = [
  ['fails (ChunkLoadError)', (route) => route.abort('internetdisconnected')],
  ['never arrives', () => undefined],
];

for (const [name, lose] of LOSE) {
  test(`a link whose page needs a script chunk that ${name} still reaches the page`, async ({ page }) => {
    await page.goto('/');
    await expectReactToOwn(page.locator('body'));
    // Only the scripts are lost (no hover first: the prefetch on intent would fetch the page's chunks).
    await page.route(SCRIPT_CHUNKS, lose);
    await page.getByRole('banner').getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get in Touch', { timeout: 15_000 });
    // The site's page, not the framework's error page.
    await expect(page.locator('html')).not.toHaveId('__next_error__');
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
}
