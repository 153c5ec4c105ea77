import { inertBehindPanel, PANEL_HIDDEN_QUERY } from '@/lib/client-effects/inert-behind-panel';

function page(wide = false) {
  document.body.innerHTML = `
    <a href="#main-content" id="skip">Skip</a>
    <header><button id="toggle">Menu</button><nav id="panel"><a href="/">Home</a><button>Services</button><a href="/contact" id="last">Schedule</a></nav></header>
    <main id="main-content"><a href="/">Home</a></main>
    <footer id="site-footer"></footer>`;
  const listeners = new Set<() => void>();
  const media = {
    matches: wide,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  window.matchMedia = jest.fn().mockReturnValue(media);
  const close = jest.fn();
  const byId = (id: string) => document.getElementById(id)!;
  const undo = inertBehindPanel(window, {
    header: document.querySelector('header')!,
    panel: byId('panel'),
    toggle: byId('toggle'),
    behind: [byId('main-content'), byId('site-footer')],
    close,
  });
  const widen = () => {
    media.matches = true;
    listeners.forEach((listener) => listener());
  };
  return { byId, close, undo, widen, listeners };
}

const inert = (...ids: string[]) => ids.map((id) => document.getElementById(id)!.hasAttribute('inert'));

describe('inertBehindPanel', () => {
  it('makes the main content and footer inert until the panel closes', () => {
    const { undo, listeners } = page();
    expect(window.matchMedia).toHaveBeenCalledWith(PANEL_HIDDEN_QUERY);
    expect(inert('main-content', 'site-footer')).toEqual([true, true]);
    undo();
    expect(inert('main-content', 'site-footer')).toEqual([false, false]);
    expect(listeners.size).toBe(0);
  });

  it("lets Tab from the panel's last stop go on into the page, and no other key or stop", () => {
    const { byId } = page();
    byId('panel').querySelector('a')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    byId('last').dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', shiftKey: true, bubbles: true }));
    byId('last').dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(inert('main-content')).toEqual([true]);
    byId('last').dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    expect(inert('main-content', 'site-footer')).toEqual([false, false]);
  });

  it('closes the panel on a click outside the header (the skip link), with the page already back', () => {
    const { byId, close } = page();
    byId('toggle').click();
    expect(close).not.toHaveBeenCalled();
    let inertAtClick: boolean | null = null;
    byId('skip').addEventListener('click', () => (inertAtClick = byId('main-content').hasAttribute('inert')));
    byId('skip').click();
    expect(close).toHaveBeenCalledTimes(1);
    expect(inertAtClick).toBe(false);
  });

  it('closes the panel when the window grows wide enough to hide it, or already is', () => {
    const { close, widen } = page();
    widen();
    expect(close).toHaveBeenCalledTimes(1);
    expect(inert('main-content')).toEqual([false]);
    expect(page(true).close).toHaveBeenCalledTimes(1);
  });

  it('closes the panel on Escape wherever focus is (on <body>, as after a tap on the panel between its links), and focuses the Menu button', () => {
    const { byId, close, undo } = page();
    (document.activeElement as HTMLElement | null)?.blur();
    const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    document.body.dispatchEvent(escape);
    expect(close).toHaveBeenCalledTimes(1);
    expect(escape.defaultPrevented).toBe(true);
    expect(inert('main-content', 'site-footer')).toEqual([false, false]);
    expect(byId('toggle')).toHaveFocus();
    undo();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(close).toHaveBeenCalledTimes(1);
  });
});
