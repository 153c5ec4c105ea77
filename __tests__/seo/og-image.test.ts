/** @jest-environment node */
import { ogImagePath, pagePathOfOgImage } from '@/lib/seo/og-image';
import { siteRoutes } from '@/lib/site-routes';

describe('Open Graph image paths', () => {
  it('name one PNG per page and lead back to the same page', () => {
    for (const { path } of siteRoutes()) {
      const image = ogImagePath(path);
      expect(image).toMatch(/^\/og\/[a-z0-9/-]+\.png$/);
      expect(pagePathOfOgImage(image.split('/').slice(2))).toBe(path);
    }
    expect(ogImagePath('/')).toBe('/og/home.png');
  });

  it('reject names that are not PNGs', () => {
    expect(pagePathOfOgImage(['services', 'ai-solutions'])).toBeNull();
    expect(pagePathOfOgImage([])).toBeNull();
  });
});
