/** @jest-environment node */
import { enabledStylesheetLinks, INLINED_FROM, inlinedStylesheets, inlineStylesheets } from '@/lib/performance/inline-stylesheet.mjs';

// The head `next build` writes for a prerendered page: the CSS chunk as a precedence link, then the scripts.
const HREF = '/_next/static/chunks/site.css';
const NEXT_PAGE = [
  '<!DOCTYPE html><html lang="en-US"><head><meta charSet="utf-8"/>',
  `<link rel="stylesheet" href="${HREF}" data-precedence="next"/>`,
  '<link rel="preload" as="image" href="/images/hero.svg"/>',
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  '</head><body><main><h1>Casper</h1></main></body></html>',
].join('');
const CSS = 'body{font-family:system-ui}.hero{background:url(data:image/svg+xml;utf8,x)}';

describe('inlineStylesheets', () => {
  it("puts the stylesheet's text at the end of the head, after the scripts, and leaves the link disabled for React to find", () => {
    const read = jest.fn(() => CSS);
    const html = inlineStylesheets(NEXT_PAGE, read);
    expect(read).toHaveBeenCalledWith(HREF);
    expect(html).toBe(
      NEXT_PAGE.replace(/<link rel="stylesheet"[^>]*\/>/, `<link rel="stylesheet" href="${HREF}" data-precedence="next" disabled=""/>`).replace(
        '</head>',
        `<style ${INLINED_FROM}="${HREF}">${CSS}</style></head>`,
      ),
    );
    expect(enabledStylesheetLinks(NEXT_PAGE)).toHaveLength(1);
    expect(enabledStylesheetLinks(html)).toEqual([]);
    expect(inlinedStylesheets(html)).toEqual([HREF]);
  });

  it('inlines several stylesheets in their order', () => {
    const second = '/_next/static/chunks/route.css';
    const page = NEXT_PAGE.replace('</head>', `<link rel="stylesheet" href="${second}" data-precedence="next"/></head>`);
    const html = inlineStylesheets(page, (href) => `/*${href}*/`);
    expect(inlinedStylesheets(html)).toEqual([HREF, second]);
    expect(html.indexOf(`/*${HREF}*/`)).toBeLessThan(html.indexOf(`/*${second}*/`));
  });

  it('leaves a page without a stylesheet, or one already inlined, as it is', () => {
    const plain = '<!DOCTYPE html><html><head></head><body><p>No styles</p></body></html>';
    expect(inlineStylesheets(plain, () => CSS)).toBe(plain);
    const once = inlineStylesheets(NEXT_PAGE, () => CSS);
    expect(inlineStylesheets(once, () => CSS)).toBe(once);
  });

  it('keeps absolute and data: URLs, and refuses a relative url(), which would resolve against the page', () => {
    const absolute = 'a{background:url(/images/x.svg)}b{background:url("https://cdn.example/x.png")}';
    expect(inlineStylesheets(NEXT_PAGE, () => absolute)).toContain(absolute);
    expect(() => inlineStylesheets(NEXT_PAGE, () => 'a{background:url(../media/x.woff2)}')).toThrow(/relative url\(\)/);
    expect(() => inlineStylesheets(NEXT_PAGE, () => "a{background:url( 'x.png')}")).toThrow(/relative url\(\)/);
    expect(() => inlineStylesheets(NEXT_PAGE, () => 'a{background:url("x.png")}')).toThrow(/relative url\(\)/);
  });

  it("does not take an SVG's own url()s inside a data: URL for the stylesheet's", () => {
    const art = `.hero-art{background:url("data:image/svg+xml,%3csvg%3e%3crect fill='url(%23g)'/%3e%3c/svg%3e") right/cover}`;
    expect(inlineStylesheets(NEXT_PAGE, () => art)).toContain(art);
    expect(() => inlineStylesheets(NEXT_PAGE, () => `${art}b{background:url(y.svg)}`)).toThrow(/relative url\(\)/);
  });

  it('refuses a page with no </head> to put the styles in', () => {
    expect(() => inlineStylesheets(NEXT_PAGE.replace('</head>', ''), () => CSS)).toThrow(/<\/head>/);
  });

  it('refuses CSS that would end the inlined element early', () => {
    expect(() => inlineStylesheets(NEXT_PAGE, () => 'a::after{content:"</style><script>x()</script>"}')).toThrow(/<\/style/);
  });

  it('fails on a stylesheet link of another shape rather than leave it render-blocking', () => {
    const page = NEXT_PAGE.replace('</head>', '<link rel="stylesheet" href="/other.css" media="print"/></head>');
    expect(() => inlineStylesheets(page, () => CSS)).toThrow(/unexpected shape.*\/other\.css/);
  });
});
