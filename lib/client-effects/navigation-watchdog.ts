import { sitePageClick } from './site-page-link';

/**
 * How long a followed link may take to show its page before the page is loaded whole instead. A client-side navigation
 * needs the page's RSC payload and, for a template not seen yet, its script chunks: on a weak connection one of them can
 * stall, and the link then did nothing at all, with no sign of it.
 */
export const NAVIGATION_WAIT_MS = 8_000;

/** The id of the html element of Next.js's own error page, which it shows in place of the site when a chunk fails. */
const FRAMEWORK_ERROR_PAGE = '__next_error__';

const CHECK_EVERY_MS = 250;

/**
 * Watches each link the visitor follows to another page of the site. If the page has not arrived within
 * NAVIGATION_WAIT_MS, or the framework's error page has taken the site's place (a script chunk that failed to load, a
 * ChunkLoadError), `hardNavigate` loads the page itself, whose HTML carries all it shows; Back or Forward ends the watch. A click that another listener
 * already holds (the deferred stylesheet's, which clicks again once ready) is left to it. Returns a function that stops
 * watching new clicks; a watch already running outlives it, since the error page unmounts the layout that started it.
 */
export function loadWholeIfNavigationFails(win: Window, hardNavigate: (href: string) => void): () => void {
  let watch = 0;
  // Back or Forward while the page is on its way leaves the link behind: its page must not be loaded over the one the
  // visitor went to.
  const endWatch = () => {
    win.clearInterval(watch);
    win.removeEventListener('popstate', endWatch);
  };
  const onClick = (event: MouseEvent) => {
    const link = sitePageClick(event, win.location);
    if (!link) return;
    endWatch();
    const started = Date.now();
    win.addEventListener('popstate', endWatch);
    watch = win.setInterval(() => {
      const errorPage = win.document.documentElement.id === FRAMEWORK_ERROR_PAGE;
      if (!errorPage && win.location.pathname === link.url.pathname) {
        endWatch();
      } else if (errorPage || Date.now() - started >= NAVIGATION_WAIT_MS) {
        endWatch();
        hardNavigate(link.url.href);
      }
    }, CHECK_EVERY_MS);
  };
  // Capturing on the window, as the stylesheet's hold does, registered after it: a click it holds is prevented by then.
  win.addEventListener('click', onClick, { capture: true });
  return () => win.removeEventListener('click', onClick, { capture: true });
}
