/** @jest-environment node */
import { deferredStylesheet } from '../../lib/performance/deferred-stylesheet.mjs';
import { parseAssets } from '../../scripts/bench/page-assets.mjs';

/*
 * bench:bytes and bench:check count what a page loads on first view: the inline rules and every stylesheet the
 * browser fetches, wherever its link is. A disabled link is never fetched, and the site's deferred stylesheet only for
 * a client-side navigation, so neither counts.
 */
describe('parseAssets', () => {
  const page =
    '<html><head><style data-inlined-from="/_next/static/chunks/a.css">body{margin:0}</style>' +
    '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next" disabled=""/>' +
    '<link rel="stylesheet" href="/_next/static/chunks/b.css" data-precedence="next"/>' +
    deferredStylesheet(['<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>']) +
    '<script src="/_next/static/chunks/main.js" async=""></script><script src="/_next/static/chunks/legacy.js" noModule=""></script>' +
    '</head><body><script src="/_next/static/chunks/main.js" async=""></script></body></html>';

  it('counts enabled stylesheet links and inline styles, and leaves disabled and deferred links out', () => {
    const assets = parseAssets(page);
    expect(assets.stylesheets).toEqual(['/_next/static/chunks/b.css']);
    expect(assets.inlineStyles).toBe('body{margin:0}');
  });

  it('tells the rules picked for the page’s markup from a stylesheet inlined whole', () => {
    const withRules = page.replace('<head>', '<head><style data-critical-from="/_next/static/chunks/b.css">.a{color:red}</style>');
    expect(parseAssets(withRules).ownRules).toBe('.a{color:red}');
    expect(parseAssets(withRules).inlineStyles).toBe('.a{color:red}\nbody{margin:0}');
    expect(parseAssets(page).ownRules).toBe('');
  });

  it('lists module scripts once, and the noModule polyfill apart', () => {
    const assets = parseAssets(page);
    expect(assets.scripts).toEqual(['/_next/static/chunks/main.js']);
    expect(assets.polyfills).toEqual(['/_next/static/chunks/legacy.js']);
  });
});
