/** @jest-environment jsdom */
import { focusBoxOnSearchLinks } from '@/lib/search/search-link-focus';

function page() {
  document.body.innerHTML = `
    <header><a id="search" href="/search"><svg id="icon"></svg></a><a id="about" href="/about">About</a>
      <a id="with-query" href="/search?q=ai">AI</a><a id="new-tab" href="/search" target="_blank">Search</a>
      <a id="download" href="/search" download>Search</a></header>
    <input id="box" value="quantum" />`;
  const box = document.getElementById('box') as HTMLInputElement;
  return { box, undo: focusBoxOnSearchLinks(window, () => box) };
}

/** Clicks like a visitor; returns whether the page let the link be followed. */
function click(id: string, init: MouseEventInit = {}) {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  document.getElementById(id)!.dispatchEvent(event);
  return !event.defaultPrevented;
}

describe('a link to the bare search page, clicked on the search page', () => {
  let undo: () => void;
  afterEach(() => undo());

  it('goes to the box with its query selected, not to a new /search', () => {
    const parts = page();
    undo = parts.undo;
    expect(click('icon')).toBe(false);
    expect(document.activeElement).toBe(parts.box);
    expect([parts.box.selectionStart, parts.box.selectionEnd]).toEqual([0, 'quantum'.length]);
  });

  it('leaves other links, a search of its own, a new tab, a download and a modified or middle click alone', () => {
    const parts = page();
    undo = parts.undo;
    expect(click('about')).toBe(true);
    expect(click('with-query')).toBe(true);
    expect(click('new-tab')).toBe(true);
    expect(click('download')).toBe(true);
    expect(click('search', { ctrlKey: true })).toBe(true);
    expect(click('search', { metaKey: true })).toBe(true);
    expect(click('search', { button: 1 })).toBe(true);
    expect(document.activeElement).not.toBe(parts.box);
  });

  it('stops listening when the panel goes', () => {
    const parts = page();
    parts.undo();
    undo = () => undefined;
    expect(click('search')).toBe(true);
  });
});
