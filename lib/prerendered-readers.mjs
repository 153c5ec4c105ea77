// The route handlers that answer with a prerendered page's HTML or route's answer (lib/prerendered-html.ts), and the
// files each reads.
// The post-build step adds those pages to each handler's trace, so its Vercel function ships them
// (scripts/build/page-csp-headers.mjs); `npm run check:vercel` fails if one does not. Plain JavaScript: both run
// under bare Node.
import { BUTTON_LINKS } from './newsletter/link-paths.mjs';
import { SITE_NOT_FOUND_HTML, UNKNOWN_PATH_PREFIX } from './unknown-slug.mjs';

/** The service worker's route handler (app/sw.js/), which answers with its prerendered body. */
export const SERVICE_WORKER_ROUTE = 'sw.js';

/**
 * A button link's page (the confirmation or unsubscribe page) as prerendered, relative to the build's app folder.
 * @param {string} page its path, such as `/newsletter/confirm`
 */
export const buttonLinkPageHtml = (page) => `${page.slice(1)}.html`;

/**
 * @param {readonly string[]} reservedRoutes the slug sections' reserved not-found pages (`/services/_unknown`, …)
 * @returns {Array<{ handler: string; pages: string[] }>} each handler's folder under app/, and the pages it reads
 *   (relative to the build's app folder)
 */
export function prerenderedHtmlReaders(reservedRoutes) {
  return [
    {
      handler: `${UNKNOWN_PATH_PREFIX.slice(1)}/[...path]`,
      pages: [SITE_NOT_FOUND_HTML, ...reservedRoutes.map((route) => `${route.slice(1)}.html`)],
    },
    ...BUTTON_LINKS.map(({ page, open }) => ({ handler: open.slice(1), pages: [buttonLinkPageHtml(page)] })),
    // The service worker as the build wrote it (app/sw.js/route.ts).
    { handler: SERVICE_WORKER_ROUTE, pages: [`${SERVICE_WORKER_ROUTE}.body`, `${SERVICE_WORKER_ROUTE}.meta`] },
  ];
}
