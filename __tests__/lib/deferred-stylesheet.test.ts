import {
  DEFERRED_STYLESHEET,
  PLACE_DEFERRED_STYLESHEETS,
  deferredStylesheet,
  withoutDeferredStylesheets,
} from '@/lib/performance/deferred-stylesheet.mjs';
import { reflectLinkDisabled } from '../support/link-disabled';

const LINK = '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>';

beforeAll(reflectLinkDisabled);

/** The deferred markup at the end of a page's head, its inline script run as the parser would run it. */
function loadDeferred() {
  document.head.innerHTML = `<style>p{}</style>${deferredStylesheet([LINK])}`;
  document.body.innerHTML = '<main><p>Page</p></main>';
  // With scripting on, a <noscript>'s content is text, as in the visitor's browser: no link in the document yet.
  expect(document.querySelector('link')).toBeNull();
  // innerHTML never runs a script: run the page's exact text, as the browser does when it parses the tag.
  const script = document.querySelector(`script[${DEFERRED_STYLESHEET}]`);
  expect(script?.textContent).toBe(PLACE_DEFERRED_STYLESHEETS);
  window.eval(script?.textContent ?? '');
  const links = document.querySelectorAll<HTMLLinkElement>(`link[${DEFERRED_STYLESHEET}]`);
  expect(links).toHaveLength(1);
  return links[0]!;
}

describe('deferredStylesheet', () => {
  it('writes the links as Next wrote them inside a <noscript>, then the script that places them', () => {
    expect(deferredStylesheet([LINK])).toBe(
      `<noscript ${DEFERRED_STYLESHEET}="">${LINK}</noscript><script ${DEFERRED_STYLESHEET}="">${PLACE_DEFERRED_STYLESHEETS}</script>`,
    );
    expect(deferredStylesheet([])).toBe('');
  });

  it('refuses a link of another shape', () => {
    expect(() => deferredStylesheet(['<link rel="stylesheet" href="/x.css">'])).toThrow('unexpected shape');
    expect(() => deferredStylesheet(['<script src="/x.js"></script>'])).toThrow('unexpected shape');
  });

  it('is taken out whole, giving back the links it held', () => {
    const other = LINK.replace('site', 'other');
    const page = '<head><style>p{}</style></head><body><p>x</p></body>';
    const deferred = page.replace('</head>', `${deferredStylesheet([LINK, other])}</head>`);
    expect(withoutDeferredStylesheets(deferred)).toEqual({ html: page, links: [LINK, other] });
    expect(withoutDeferredStylesheets(page)).toEqual({ html: page, links: [] });
  });
});

describe('the script that places the stylesheet', () => {
  it('puts it in the document disabled, where the page loads, scrolls and finishes without applying it', () => {
    const link = loadDeferred();
    expect(link.disabled).toBe(true);
    expect(link.getAttribute('href')).toBe('/_next/static/chunks/site.css');
    // Where the parser would have put it: just before the <noscript>.
    expect(link.nextElementSibling?.tagName).toBe('NOSCRIPT');
    // The page carries its own rules: the sheet waits for a client-side navigation (lib/client-effects/deferred-stylesheets.ts).
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('load'));
    expect(link.disabled).toBe(true);
  });
});
