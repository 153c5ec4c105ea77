/** A path whose last segment has an extension is a file, not a page. */
const FILE_PATH = /\.[a-z0-9]+$/i;

/**
 * The link an event reached, if following it would show another page of this site in this tab: same origin, no new
 * tab, no download, not a file (a feed, an image), not the current page (another query or place on it shows the same
 * page, with the rules it already has). Shared by the link prefetch and the hold on navigation, which act only on such
 * links.
 */
export function sitePageLink(target: EventTarget | null, location: Location): { anchor: HTMLAnchorElement; url: URL } | null {
  const anchor = (target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, location.href);
  if (url.origin !== location.origin || FILE_PATH.test(url.pathname)) return null;
  if (url.pathname === location.pathname) return null;
  return { anchor, url };
}
