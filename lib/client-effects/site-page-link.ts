/** A path whose last segment has an extension is a file, not a page. */
const FILE_PATH = /\.[a-z0-9]+$/i;

/**
 * A click that follows a link where it is: the main button with no modifier (those open a new tab or window, or save),
 * not already taken over by another listener.
 */
export function isPlainClick(event: MouseEvent): boolean {
  return !(event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
}

/** The link an event reached, if it opens in this tab: no other target, no download. */
export function linkOpeningHere(target: EventTarget | null): HTMLAnchorElement | null {
  const anchor = (target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  return anchor;
}

/**
 * The link an event reached, if following it would show another page of this site in this tab: same origin, no new
 * tab, no download, not a file (a feed, an image), not the current page (another query or place on it shows the same
 * page, with the rules it already has). The link prefetch acts only on such links.
 */
export function sitePageLink(target: EventTarget | null, location: Location): { anchor: HTMLAnchorElement; url: URL } | null {
  const anchor = linkOpeningHere(target);
  if (!anchor) return null;
  const url = new URL(anchor.href, location.href);
  if (url.origin !== location.origin || FILE_PATH.test(url.pathname)) return null;
  if (url.pathname === location.pathname) return null;
  return { anchor, url };
}

/**
 * The link a plain click follows to another page of this site in this tab. Shared by the hold on navigation, the
 * navigation watch and the newsletter's wait for an answer.
 */
export function sitePageClick(event: MouseEvent, location: Location): { anchor: HTMLAnchorElement; url: URL } | null {
  return isPlainClick(event) ? sitePageLink(event.target, location) : null;
}
