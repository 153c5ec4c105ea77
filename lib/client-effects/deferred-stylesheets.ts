/**
 * The site's whole stylesheet, for the pages a visitor reaches by client-side navigation. A prerendered page carries
 * every rule its own markup and scripts use (lib/performance/critical-css.mjs), so the page itself never needs the
 * sheet: applied at load it made the browser restyle every element for nothing (13–87 ms of a slowed phone's main
 * thread, paired against that build: docs/performance.md). Its link sits in the document disabled (lib/performance/deferred-stylesheet.mjs),
 * where React adopts it; the page that a client-side navigation renders has no rules of its own in the document, so
 * the sheet is fetched when the visitor shows intent to follow a link, and applied when they follow one: such a
 * navigation waits for it. Fetched, not applied, on intent: applying it restyles the page, and on a phone the intent
 * is often a finger that lands on a card to scroll.
 * Written here rather than taken from a library: it works on the one link the post-build step leaves.
 */
import { DEFERRED_STYLESHEET } from '@/lib/performance/deferred-stylesheet.mjs';
import { sitePageClick } from './site-page-link';

const SELECTOR = `link[${DEFERRED_STYLESHEET}]`;

const loading = new WeakMap<HTMLLinkElement, Promise<boolean>>();
const prefetched = new WeakSet<HTMLLinkElement>();

const deferredStylesheets = (doc: Document) => [...doc.querySelectorAll<HTMLLinkElement>(SELECTOR)];

const hasLoaded = (link: HTMLLinkElement) => !link.disabled && link.sheet !== null;

/** Whether every deferred stylesheet of the page applies (true on a page without one). */
export function stylesheetsReady(doc: Document): boolean {
  return deferredStylesheets(doc).every(hasLoaded);
}

/**
 * Enables the deferred stylesheets (the browser then fetches them) and resolves once each has loaded: true, or false
 * if one could not. Each link is enabled and waited for once, however often this is called.
 */
export function loadDeferredStylesheets(doc: Document): Promise<boolean> {
  const each = deferredStylesheets(doc).map((link) => {
    if (hasLoaded(link)) return Promise.resolve(true);
    let done = loading.get(link);
    if (!done) {
      done = new Promise<boolean>((resolve) => {
        link.addEventListener('load', () => resolve(true), { once: true });
        link.addEventListener('error', () => resolve(false), { once: true });
      });
      loading.set(link, done);
      link.disabled = false;
    }
    return done;
  });
  return Promise.all(each).then((loaded) => loaded.every(Boolean));
}

/**
 * Fetches the deferred stylesheets into the browser's cache without applying them (a preload each, once), so that a
 * navigation that follows has them at once.
 */
export function prefetchDeferredStylesheets(doc: Document): void {
  for (const link of deferredStylesheets(doc)) {
    if (hasLoaded(link) || loading.has(link) || prefetched.has(link)) continue;
    prefetched.add(link);
    const preload = doc.createElement('link');
    preload.setAttribute('rel', 'preload');
    preload.setAttribute('as', 'style');
    preload.setAttribute('href', link.getAttribute('href') ?? '');
    doc.head.append(preload);
  }
}


/**
 * How long a held click waits for the stylesheets before the page is loaded whole instead: a request that stalls
 * (no load, no error) must not swallow the click. The sheet is some 7 KB gzipped, a few round trips on a slow phone.
 */
export const STYLESHEET_WAIT_MS = 4_000;

/**
 * Holds a click on a link to another page of the site until the deferred stylesheets have loaded, so the new page never
 * shows without its rules, then clicks the link again (the link's own handling, components/ui/intent-link.tsx, and the
 * page's, then run as usual, once: the held click goes no further than this listener). If a
 * stylesheet cannot load, or has not loaded within STYLESHEET_WAIT_MS, `hardNavigate` loads the page itself, whose
 * HTML carries its rules. A soft back or forward needs no hold: it follows a navigation that waited. Returns a
 * function that removes the listener.
 */
export function holdNavigationUntilStyled(win: Window, hardNavigate: (href: string) => void): () => void {
  const onClick = (event: MouseEvent) => {
    const anchor = sitePageClick(event, win.location)?.anchor;
    if (!anchor || stylesheetsReady(win.document)) return;
    event.preventDefault();
    // The page's own handlers see only the click that navigates: on the held one, the header's closed its menu and so
    // removed the link, which then had to be loaded whole.
    event.stopPropagation();
    let timer = 0;
    const stalled = new Promise<false>((resolve) => {
      timer = win.setTimeout(() => resolve(false), STYLESHEET_WAIT_MS);
    });
    void Promise.race([loadDeferredStylesheets(win.document), stalled]).then((loaded) => {
      win.clearTimeout(timer);
      if (loaded && anchor.isConnected) anchor.click();
      else hardNavigate(anchor.href);
    });
  };
  // Capturing on the window runs before React's listeners on the document, and so before the link's own handler.
  win.addEventListener('click', onClick, { capture: true });
  return () => win.removeEventListener('click', onClick, { capture: true });
}
