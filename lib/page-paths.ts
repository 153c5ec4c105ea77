import { NEWSLETTER_OUTCOME_PAGES } from '@/content/newsletter-links';
import { BUTTON_LINKS } from './newsletter/link-paths.mjs';
import { OFFLINE_PAGE } from './service-worker/offline-page';
import { siteRoutes } from './site-routes';

/**
 * Every page the build prerenders, at its own (lowercase) path: the public pages of siteRoutes() and those it leaves
 * out, the offline page and the newsletter's link and outcome pages. The redirect handler resolves a path in other
 * capitals against them (lib/canonical-location.ts); __tests__/security/canonical-paths.test.ts holds them equal to
 * the pages of vercel.json, which the build writes from what it prerendered.
 */
export function pagePaths(): string[] {
  return [
    ...siteRoutes().map((route) => route.path),
    OFFLINE_PAGE,
    ...BUTTON_LINKS.map(({ page }) => page),
    ...Object.keys(NEWSLETTER_OUTCOME_PAGES).map((outcome) => `/newsletter/${outcome}`),
  ];
}
