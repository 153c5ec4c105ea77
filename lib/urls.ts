import { siteConfig } from '@/content/site-config';

/**
 * Absolute URL on the production site for a site-relative path. The home page is the bare origin, as Next writes
 * its canonical link and the sitemap lists it, so every place names one URL for it.
 */
export function absoluteUrl(path = '/'): string {
  const url = new URL(path, `${siteConfig.url}/`);
  return url.pathname === '/' && !url.search && !url.hash ? url.origin : url.toString();
}
