/** @jest-environment node */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Metadata } from 'next';
import { cardAlt, ogImage, size, slugCardPath } from '@/components/seo/og-image';
import { cardPath } from '@/lib/og-card';
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

  // One opengraph-image.tsx draws every slug's card, but its `alt` is one string: each page names its own.
  describe('a page under a dynamic segment', () => {
    type PageModule = { generateMetadata: (props: { params: Promise<Record<string, string>> }) => Promise<Metadata> };
    const dynamicPages = siteRoutes()
      .map((route) => ({ route, folder: segmentFolder(route.path)! }))
      .filter(({ folder }) => /^\[[^\]]+\]$/.test(path.basename(folder)));
    const metadataOf = async (folder: string, slug: string) => {
      const { generateMetadata } = (await import(path.join(folder, 'page.tsx'))) as PageModule;
      return generateMetadata({ params: Promise.resolve({ [path.basename(folder).slice(1, -1)]: slug }) });
    };

    it('covers every slug section', () => {
      const folders = new Set(dynamicPages.map(({ folder }) => path.relative(APP, folder)));
      expect([...folders].sort()).toEqual(['industries/[slug]', 'insights/[slug]', 'insights/topics/[topic]', 'legal/[slug]', 'services/[slug]']);
    });

    it.each(dynamicPages.map(({ route, folder }) => [route.path, route.headline, folder] as const))(
      '%s names its own card, whose alt text names "%s"',
      async (pagePath, headline, folder) => {
        const metadata = await metadataOf(folder, path.basename(pagePath));
        const alt = cardAlt(pagePath);
        expect(alt).toContain(headline);
        expect(metadata.openGraph?.images).toEqual([{ url: cardPath(pagePath), ...size, type: 'image/png', alt }]);
      },
    );

    it("leaves each section's not-found view the file's card and alt, the section's", async () => {
      for (const folder of new Set(dynamicPages.map((page) => page.folder))) {
        expect((await metadataOf(folder, UNKNOWN_SLUG)).openGraph?.images).toBeUndefined();
      }
    });
  });

  it("draws a section's not-found view (its reserved slug) the section's card, since its page names one", async () => {
    expect(slugCardPath('/services', UNKNOWN_SLUG)).toBe('/services');
    expect(slugCardPath('/services', 'ai-solutions')).toBe('/services/ai-solutions');
    expect(slugCardPath('/insights/topics', UNKNOWN_SLUG)).toBe('/insights/topics');
    expect((await ogImage(slugCardPath('/insights/topics', UNKNOWN_SLUG))).headers.get('content-type')).toBe('image/png');
  });

  it('refuses to draw a card for a path that is not a page', async () => {
    await expect(ogImage('/services/no-such-service')).rejects.toThrow(/not in siteRoutes/);
  });
});
