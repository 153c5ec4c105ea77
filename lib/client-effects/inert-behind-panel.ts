/** Where the small screen's menu panel is hidden (its `lg:hidden`, Tailwind's lg). */
export const PANEL_HIDDEN_QUERY = '(min-width: 64rem)';

type Parts = {
  /** The header, which holds the panel and its toggle. */
  header: HTMLElement;
  /** The open panel. */
  panel: HTMLElement;
  /** The Menu button, which takes focus when Escape closes the panel. */
  toggle: HTMLElement;
  /** The page under the panel: the main content and the footer. */
  behind: readonly (HTMLElement | null)[];
  /** Closes the panel. */
  close: () => void;
};

/**
 * While the small screen's menu panel is open it covers the page, so the page behind it is inert: a screen reader's
 * swipe past the panel's last link ends there rather than on the breadcrumb under it, and a tap lands on nothing.
 * - Tab from the panel's last stop goes on into the page, as without the panel: the page takes focus again before the
 *   browser moves it, and the header closes the panel once focus leaves it (WCAG 2.4.11).
 * - A click outside the header (the page under the panel, the skip link) closes the panel, and the page takes it.
 * - Wide enough for the bar, the panel is hidden: it closes rather than leave the page inert under nothing.
 * - Escape closes it wherever focus is, as a dialog's would: on <body> too (a tap on the panel between its links, a page
 *   brought back from the back/forward cache, Safari, which focuses no tapped button), where the header never hears it.
 * Returns the undo, for when the panel closes.
 */
export function inertBehindPanel(win: Window, { header, panel, toggle, behind, close }: Parts): () => void {
  const setInert = (inert: boolean) => {
    for (const element of behind) element?.toggleAttribute('inert', inert);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || event.shiftKey) return;
    const stops = panel.querySelectorAll('a[href], button');
    if (event.target === stops[stops.length - 1]) setInert(false);
  };
  const onClick = (event: MouseEvent) => {
    if (header.contains(event.target as Node)) return;
    setInert(false);
    close();
  };
  const onEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    setInert(false);
    close();
    toggle.focus();
  };
  const wide = win.matchMedia(PANEL_HIDDEN_QUERY);
  const onWidth = () => {
    if (!wide.matches) return;
    setInert(false);
    close();
  };

  setInert(true);
  panel.addEventListener('keydown', onKeyDown);
  win.document.addEventListener('click', onClick, true);
  win.document.addEventListener('keydown', onEscape);
  wide.addEventListener('change', onWidth);
  onWidth();
  return () => {
    setInert(false);
    panel.removeEventListener('keydown', onKeyDown);
    win.document.removeEventListener('click', onClick, true);
    win.document.removeEventListener('keydown', onEscape);
    wide.removeEventListener('change', onWidth);
  };
}
