/** A nav link is active on its own page and, for section roots, on every page below it. */
export function isActivePath(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}

/**
 * The aria-current of a highlighted nav item, so a screen reader hears what the highlight shows: "page" on its own
 * page, "true" on a page below it in its section, none elsewhere.
 */
export function ariaCurrentFor(pathname: string, href: string): 'page' | 'true' | undefined {
  if (pathname === href) return 'page';
  return isActivePath(pathname, href) ? 'true' : undefined;
}
