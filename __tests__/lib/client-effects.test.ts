import { loadLazyImagesBeforePrint } from '@/lib/client-effects/lazy-images-for-print';
import { openDetailsForPrint } from '@/lib/client-effects/open-details-for-print';
import { prefetchOnIntent } from '@/lib/client-effects/prefetch-on-intent';
import { routeTemplate } from '@/lib/client-effects/route-template';

describe('routeTemplate', () => {
  it('names a page by its template, as Vercel Web Analytics groups page views', () => {
    expect(routeTemplate('/services/ai-solutions', { slug: 'ai-solutions' })).toBe('/services/[slug]');
    expect(routeTemplate('/docs/a/b', { parts: ['a', 'b'] })).toBe('/docs/[...parts]');
  });

  it('keeps a path without parameters, and replaces only a whole segment', () => {
    expect(routeTemplate('/about', {})).toBe('/about');
    expect(routeTemplate('/insights', null)).toBe('/insights');
    expect(routeTemplate('/services/ai-solutions-plus', { slug: 'ai-solutions' })).toBe('/services/ai-solutions-plus');
  });
});

describe('prefetchOnIntent', () => {
  let prefetched: string[];
  let stop: () => void;

  beforeEach(() => {
    window.history.replaceState(null, '', '/about');
    document.body.innerHTML = `
      <a href="/services/ai-solutions" id="service"><span id="inner">AI</span></a>
      <a href="/about" id="self">About</a>
      <a href="https://example.com/x" id="external">x</a>
      <a href="/insights/report" download id="download">report</a>
      <a href="/insights" target="_blank" id="tab">insights</a>
      <a href="/insights/feed.xml" id="feed">RSS</a>`;
    prefetched = [];
    stop = prefetchOnIntent(document, (href) => prefetched.push(href));
  });

  afterEach(() => stop());

  const pointerOver = (id: string) =>
    document.getElementById(id)!.dispatchEvent(new Event('pointerover', { bubbles: true }));

  it('prefetches a same-origin link once when the pointer enters it or it takes focus', () => {
    pointerOver('inner');
    pointerOver('service');
    document.getElementById('service')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(prefetched).toEqual(['/services/ai-solutions']);
  });

  it('skips the current page, other origins, downloads, new-tab links and files', () => {
    for (const id of ['self', 'external', 'download', 'tab', 'feed']) pointerOver(id);
    expect(prefetched).toEqual([]);
  });

  it('stops listening when cleaned up', () => {
    stop();
    pointerOver('service');
    expect(prefetched).toEqual([]);
  });
});

describe('loadLazyImagesBeforePrint', () => {
  const loading = () => Array.from(document.querySelectorAll('img'), (image) => image.getAttribute('loading'));

  beforeEach(() => {
    document.body.innerHTML = '<img src="/a.svg" alt="" loading="lazy"><img src="/b.svg" alt="" loading="eager"><img src="/c.svg" alt="">';
  });

  it('makes every lazy picture eager when printing starts, and nothing before', () => {
    const stop = loadLazyImagesBeforePrint(window);
    expect(loading()).toEqual(['lazy', 'eager', null]);
    window.dispatchEvent(new Event('beforeprint'));
    expect(loading()).toEqual(['eager', 'eager', null]);
    stop();
  });

  it('stops listening when cleaned up', () => {
    loadLazyImagesBeforePrint(window)();
    window.dispatchEvent(new Event('beforeprint'));
    expect(loading()).toEqual(['lazy', 'eager', null]);
  });
});

describe('openDetailsForPrint', () => {
  const open = () => Array.from(document.querySelectorAll('details'), (details) => details.open);

  beforeEach(() => {
    document.body.innerHTML = '<details><summary>A</summary><p>a</p></details><details open><summary>B</summary><p>b</p></details>';
  });

  it('opens every closed question while printing, then closes only those it opened', () => {
    const stop = openDetailsForPrint(window);
    expect(open()).toEqual([false, true]);
    window.dispatchEvent(new Event('beforeprint'));
    expect(open()).toEqual([true, true]);
    window.dispatchEvent(new Event('afterprint'));
    expect(open()).toEqual([false, true]);
    stop();
  });

  it('stops listening when cleaned up', () => {
    openDetailsForPrint(window)();
    window.dispatchEvent(new Event('beforeprint'));
    expect(open()).toEqual([false, true]);
  });
});
