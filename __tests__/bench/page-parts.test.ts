/** @jest-environment node */
import { deferredStylesheet } from '../../lib/performance/deferred-stylesheet.mjs';
import { PAGE_PARTS, withoutScripts } from '../../scripts/bench/page-parts.mjs';

// A prerendered page's shape as the post-build steps leave it: Next's script files, preload and inline payload, the
// page's rules inlined, and the site's stylesheet placed unapplied.
const page = [
  '<!DOCTYPE html><html><head>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>',
  '<script src="/_next/static/chunks/b.js" async=""></script>',
  '<style data-critical-from="/_next/static/chunks/site.css">.p{color:red}</style>',
  deferredStylesheet(['<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>']),
  '</head><body><p class="p">Text</p>',
  '<script>self.__next_f.push([1,"0:\\u003c/p>"])</script>',
  '</body></html>',
].join('');

const rung = (label: string) => {
  const part = PAGE_PARTS.find((candidate) => candidate.label.startsWith(label));
  if (!part) throw new Error(`no rung ${label}`);
  return part.html(page);
};

describe('bench:main-thread --parts', () => {
  it('takes out every script but the one that places the deferred stylesheet', () => {
    const html = withoutScripts(page);
    expect(html).not.toMatch(/chunks\/[ab]\.js|__next_f/);
    expect(html).toContain('<script data-deferred-stylesheet="">');
    expect(html).toContain('<p class="p">Text</p>');
  });

  it('adds one part per rung, from the bare markup to the page as served', () => {
    expect(rung('markup only')).not.toMatch(/<script|<style|stylesheet/);
    expect(rung('markup only')).toContain('<p class="p">Text</p>');
    expect(rung('+ its CSS')).toContain('.p{color:red}');
    expect(rung('+ its CSS')).toContain('<script data-deferred-stylesheet="">');
    expect(rung('+ its CSS')).not.toContain('__next_f');
    expect(rung('+ scripts')).toBe(page);
    expect(PAGE_PARTS.map((part) => part.serviceWorkers)).toEqual(['block', 'block', 'block', 'allow']);
  });
});
