/** @jest-environment node */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { cardAlt, ogImage, size, slugCardPath } from '@/components/seo/og-image';
import { siteRoutes } from '@/lib/site-routes';
import { UNKNOWN_SLUG } from '@/lib/unknown-slug.mjs';
import { siteConfig } from '@/content/site-config';

const APP = path.join(process.cwd(), 'app');

/** The app/ folder that renders a path: a literal segment where one exists, else the folder's `[param]` segment. */
function segmentFolder(pagePath: string): string | null {
  let folder = APP;
  for (const segment of pagePath.split('/').filter(Boolean)) {
    const dynamic = readdirSync(folder).find((name) => /^\[[^.\]]+\]$/.test(name));
    const next = existsSync(path.join(folder, segment)) ? segment : dynamic;
    if (!next) return null;
    folder = path.join(folder, next);
  }
  return folder;
}

describe('Open Graph images (opengraph-image.tsx beside each route)', () => {
  it('gives every public page a card of its own, 1200×630', () => {
    const missing = siteRoutes()
      .map(({ path: pagePath }) => pagePath)
      .filter((pagePath) => !existsSync(path.join(segmentFolder(pagePath) ?? '/nowhere', 'opengraph-image.tsx')));
    expect(missing).toEqual([]);
    expect(size).toEqual({ width: 1200, height: 630 });
  });

  it('names the page and the firm in the alt text', () => {
    expect(cardAlt('/contact')).toBe(`Contact: Get in Touch | ${siteConfig.name}`);
  });

  it("draws a section's not-found view (its reserved slug) the section's card, since its page names one", async () => {
    expect(slugCardPath('/services', UNKNOWN_SLUG)).toBe('/services');
    expect(slugCardPath('/services', 'ai-solutions')).toBe('/services/ai-solutions');
    await expect(ogImage(slugCardPath('/insights/topics', UNKNOWN_SLUG))).resolves.toBeDefined();
  });

  it('refuses to draw a card for a path that is not a page', async () => {
    await expect(ogImage('/services/no-such-service')).rejects.toThrow(/not in siteRoutes/);
  });
});
