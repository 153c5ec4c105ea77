import { siteRoute } from './site-routes';
import { titleTag } from './title-tag';

/** Size every link-preview service accepts for a large card. */
export const CARD_SIZE = { width: 1200, height: 630 };
export const CARD_CONTENT_TYPE = 'image/png';

/** Where Next serves a route's opengraph-image.tsx, its link-preview card (without Next's cache-busting query). */
export const cardPath = (path: string) => `${path === '/' ? '' : path}/opengraph-image`;

/** The headline and section a page's card draws (lib/site-routes.ts); only a public page has a card. */
export function cardWords(pagePath: string): { headline: string; section: string } {
  const route = siteRoute(pagePath);
  if (!route) throw new Error(`No Open Graph card for "${pagePath}": it is not in siteRoutes()`);
  return { headline: route.headline, section: route.section };
}

/** Alt text of a page's card: what the card says, its section and headline, then the firm's name. */
export function cardAlt(pagePath: string): string {
  const { headline, section } = cardWords(pagePath);
  return titleTag(`${section}: ${headline}`);
}

/** A page's own card as page metadata names it: the URL Next serves its opengraph-image.tsx at, size, type and alt text. */
export function cardImage(pagePath: string) {
  return { url: cardPath(pagePath), ...CARD_SIZE, type: CARD_CONTENT_TYPE, alt: cardAlt(pagePath) };
}
