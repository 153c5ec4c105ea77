import { expect, type Page } from '@playwright/test';

/** A phone of the smallest common width (many Android phones are 360 px wide). */
export const SMALL_PHONE = { width: 360, height: 740 };

/** Text scaled as a phone's font size or Chrome's text scaling scales it: every rem grows. */
export async function scaleText(page: Page, percent: number) {
  await page.addStyleTag({ content: `html { font-size: ${percent}% !important; }` });
}

/**
 * How wide the page is against the screen, and the outermost elements that run past the screen's right edge (an
 * element inside one that already does is left out), so that a failure names what to mend.
 */
export function horizontalOverflow(page: Page) {
  return page.evaluate(() => {
    const screen = document.documentElement.clientWidth;
    const pastEdge = (element: Element | null) => Boolean(element && element.getBoundingClientRect().right > screen + 0.5);
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().width > 0 && pastEdge(element) && !pastEdge(element.parentElement))
      .map((element) => `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> "${(element.textContent ?? '').trim().slice(0, 40)}"`);
    return { page: document.documentElement.scrollWidth, screen, culprits };
  });
}

/**
 * The fixed header keeps its search and menu buttons on the screen, where a fixed header wider than the screen cannot be
 * scrolled to, and the logo may lose its words for room, never its mark.
 */
export async function expectHeaderOnScreen(page: Page) {
  const screen = await page.evaluate(() => document.documentElement.clientWidth);
  const banner = page.getByRole('banner');
  const logo = banner.getByRole('link', { name: /, home$/ });
  const [logoBox, markBox] = [await logo.boundingBox(), await logo.locator('svg').boundingBox()];
  expect(logoBox!.width, "the logo's mark is whole").toBeGreaterThanOrEqual(markBox!.width);
  for (const button of [banner.getByRole('link', { name: 'Search' }), banner.getByRole('button', { name: 'Menu' })]) {
    const box = await button.boundingBox();
    expect(box && box.x + box.width, `${await button.textContent()} is on the screen`).toBeLessThanOrEqual(screen);
  }
}
