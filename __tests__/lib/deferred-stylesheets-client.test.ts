import {
  holdNavigationUntilStyled,
  STYLESHEET_WAIT_MS,
  loadDeferredStylesheets,
  prefetchDeferredStylesheets,
  stylesheetsReady,
} from '@/lib/client-effects/deferred-stylesheets';
import { reflectLinkDisabled } from '../support/link-disabled';

/** jsdom loads no stylesheet: `sheet` is an object once the test has fired the link's load event, as the browser sets it. */
beforeAll(() => {
  reflectLinkDisabled();
  Object.defineProperty(HTMLLinkElement.prototype, 'sheet', {
    configurable: true,
    get(this: HTMLLinkElement) {
      return this.dataset.loaded === 'true' ? {} : null;
    },
  });
});

/** The page as the post-build step leaves it once its inline script has run: the site's sheet in the head, disabled. */
function page() {
  document.head.innerHTML = '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-deferred-stylesheet="" disabled="">';
  document.body.innerHTML =
    '<main><a id="other" href="/about">About</a> <a id="anchor" href="#team">Team</a> <a id="away" href="https://example.com/">Away</a>' +
    ' <a id="tab" href="/contact" target="_blank">Contact</a> <a id="feed" href="/insights/feed.xml">RSS</a></main>';
  return document.querySelector<HTMLLinkElement>('link[data-deferred-stylesheet]')!;
}

/** What the browser does when the enabled link's file arrives, or fails. */
function finish(link: HTMLLinkElement, outcome: 'load' | 'error') {
  if (outcome === 'load') link.dataset.loaded = 'true';
  link.dispatchEvent(new Event(outcome));
}

/** Each click as the link's own handler would see it (on the document): whether it was held. */
let seenByTheFramework: boolean[] = [];
const recordClick = (event: Event) => seenByTheFramework.push(event.defaultPrevented);
// jsdom cannot navigate: the last listener stops every click, as the link's own handler does.
const stopClick = (event: Event) => event.preventDefault();
beforeEach(() => {
  seenByTheFramework = [];
  document.addEventListener('click', recordClick);
  window.addEventListener('click', stopClick);
});
afterEach(() => {
  document.removeEventListener('click', recordClick);
  window.removeEventListener('click', stopClick);
});

/** Clicks the link and says whether the click was held: the framework saw it stopped, or not at all. */
const click = (id: string, init: MouseEventInit = {}) => {
  const seen = seenByTheFramework.length;
  document.getElementById(id)!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  return seenByTheFramework.length === seen || seenByTheFramework.at(-1) === true;
};

describe('loadDeferredStylesheets', () => {
  it('enables the sheet once and resolves when it has loaded', async () => {
    const link = page();
    expect(stylesheetsReady(document)).toBe(false);
    const first = loadDeferredStylesheets(document);
    const second = loadDeferredStylesheets(document);
    expect(link.disabled).toBe(false);
    finish(link, 'load');
    await expect(first).resolves.toBe(true);
    await expect(second).resolves.toBe(true);
    expect(stylesheetsReady(document)).toBe(true);
  });

  it('resolves false when the sheet cannot load', async () => {
    const link = page();
    const done = loadDeferredStylesheets(document);
    finish(link, 'error');
    await expect(done).resolves.toBe(false);
    expect(stylesheetsReady(document)).toBe(false);
  });

  it('has nothing to wait for on a page without a deferred sheet (next dev)', async () => {
    document.head.innerHTML = '';
    expect(stylesheetsReady(document)).toBe(true);
    await expect(loadDeferredStylesheets(document)).resolves.toBe(true);
  });
});

describe('prefetchDeferredStylesheets', () => {
  it('fetches the sheet once, as a preload, without applying it', () => {
    const link = page();
    prefetchDeferredStylesheets(document);
    prefetchDeferredStylesheets(document);
    const preloads = document.querySelectorAll('link[rel="preload"]');
    expect(preloads).toHaveLength(1);
    expect(preloads[0]?.getAttribute('as')).toBe('style');
    expect(preloads[0]?.getAttribute('href')).toBe('/_next/static/chunks/site.css');
    expect(link.disabled).toBe(true);
  });

  it('fetches nothing once the sheet is loading or applied', () => {
    const link = page();
    void loadDeferredStylesheets(document);
    prefetchDeferredStylesheets(document);
    expect(document.querySelector('link[rel="preload"]')).toBeNull();
    finish(link, 'load');
  });
});

describe('holdNavigationUntilStyled', () => {
  let stop = () => {};
  afterEach(() => stop());

  it('holds a click to another page until the sheet has loaded, then clicks the link again', async () => {
    const link = page();
    const hardNavigate = jest.fn();
    stop = holdNavigationUntilStyled(window, hardNavigate);
    expect(click('other')).toBe(true);
    expect(link.disabled).toBe(false);
    finish(link, 'load');
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Only the link clicked again once styled reaches the page, and goes through: the held click went no further.
    expect(seenByTheFramework).toEqual([false]);
    expect(hardNavigate).not.toHaveBeenCalled();
    // Styled now: the next click is not held.
    expect(click('other')).toBe(false);
  });

  it("keeps the page's own click handlers off the held click: a menu that closes on a click does not lose the link", async () => {
    const link = page();
    const hardNavigate = jest.fn();
    // As the header does: choosing a link closes the menu, whose links exist only while it is open.
    const closeMenu = (event: Event) => (event.target as Element).closest('a')?.remove();
    document.addEventListener('click', closeMenu);
    try {
      stop = holdNavigationUntilStyled(window, hardNavigate);
      const other = document.getElementById('other')!;
      expect(click('other')).toBe(true);
      expect(other.isConnected).toBe(true);
      finish(link, 'load');
      await new Promise((resolve) => setTimeout(resolve, 0));
      // Followed in the page (the framework's navigation), once; not loaded whole.
      expect(hardNavigate).not.toHaveBeenCalled();
      expect(seenByTheFramework).toEqual([false]);
    } finally {
      document.removeEventListener('click', closeMenu);
    }
  });

  it('loads the page itself when the sheet cannot load (its HTML carries its rules)', async () => {
    const link = page();
    const hardNavigate = jest.fn();
    stop = holdNavigationUntilStyled(window, hardNavigate);
    expect(click('other')).toBe(true);
    finish(link, 'error');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(hardNavigate).toHaveBeenCalledWith('http://localhost/about');
  });

  it('loads the page itself when the held link left the document while the sheet loaded (a click on it would do nothing)', async () => {
    const link = page();
    const hardNavigate = jest.fn();
    stop = holdNavigationUntilStyled(window, hardNavigate);
    expect(click('other')).toBe(true);
    document.getElementById('other')!.remove();
    finish(link, 'load');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(hardNavigate).toHaveBeenCalledWith('http://localhost/about');
  });

  it('loads the page itself when the sheet neither loads nor fails in time (a stalled request), and only once', async () => {
    jest.useFakeTimers();
    try {
      const link = page();
      const hardNavigate = jest.fn();
      stop = holdNavigationUntilStyled(window, hardNavigate);
      expect(click('other')).toBe(true);
      await jest.advanceTimersByTimeAsync(STYLESHEET_WAIT_MS - 1);
      expect(hardNavigate).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(1);
      expect(hardNavigate).toHaveBeenCalledWith('http://localhost/about');
      // The sheet arriving late changes nothing: the page is already being loaded whole.
      finish(link, 'load');
      await jest.advanceTimersByTimeAsync(0);
      expect(hardNavigate).toHaveBeenCalledTimes(1);
      expect(seenByTheFramework).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('leaves alone what is not a navigation to another page of the site', () => {
    const link = page();
    stop = holdNavigationUntilStyled(window, jest.fn());
    expect(click('anchor')).toBe(false);
    expect(click('away')).toBe(false);
    expect(click('tab')).toBe(false);
    expect(click('feed')).toBe(false);
    expect(click('other', { ctrlKey: true })).toBe(false);
    expect(click('other', { button: 1 })).toBe(false);
    expect(link.disabled).toBe(true);
  });
});
