/** A path whose last segment has an extension is a file, not a page. */
const FILE_PATH = /\.[a-z0-9]+$/i;

/**
 * The link an event reached, if following it would show another page of this site in this tab: same origin, no new
 * tab, no download, not a file (a feed, an image), not the current page (another query or place on it shows the same
 * page, with the rules it already has). The link prefetch acts only on such links.
 */
export function sitePageLink(target: EventTarget | null, location: Location): { anchor: HTMLAnchorElement; url: URL } | null {
  const anchor = (target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, location.href);
  if (url.origin !== location.origin || FILE_PATH.test(url.pathname)) return null;
  if (url.pathname === location.pathname) return null;
  return { anchor, url };
}

/**
 * The link a click follows to another page of this site in this tab: the main button with no modifier (those open a
 * new tab or window, or save), on a link no other listener has already taken over. Shared by the hold on navigation,
 * the navigation watch and the newsletter's wait for an answer.
 */
export function sitePageClick(event: MouseEvent, location: Location): { anchor: HTMLAnchorElement; url: URL } | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  return sitePageLink(event.target, location);
}
