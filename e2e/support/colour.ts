import type { Locator } from '@playwright/test';

/** The rendered text colour as [r, g, b], whatever colour syntax the stylesheet used. */
export function textRgb(locator: Locator): Promise<number[]> {
  return locator.evaluate((element) => {
    const context = document.createElement('canvas').getContext('2d')!;
    context.fillStyle = getComputedStyle(element).color;
    context.fillRect(0, 0, 1, 1);
    return Array.from(context.getImageData(0, 0, 1, 1).data.slice(0, 3));
  });
}
