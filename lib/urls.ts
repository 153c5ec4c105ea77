import { siteConfig } from '@/content/site-config';

/** Absolute URL on the production site for a site-relative path. */
export function absoluteUrl(path = '/'): string {
  return new URL(path, `${siteConfig.url}/`).toString();
}
