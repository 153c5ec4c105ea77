import {
  AFTER_PAINT_LIST_ID,
  AFTER_PAINT_LOADER,
  afterPaintScripts,
  scriptsAfterPaint,
} from '@/lib/performance/scripts-after-paint.mjs';
import { inlineScripts } from '@/lib/security/script-hashes.mjs';
import { parseAssets } from '@/scripts/bench/page-assets.mjs';

// The shape `next build` writes for a prerendered page: chunks as async scripts in the head (one with a low-priority
// preload), the legacy polyfill as noModule, one more chunk in the body, and the inline RSC payload.
const NEXT_PAGE = [
  '<!DOCTYPE html><html lang="en-US"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/late.js"/>',
  '<link rel="preload" as="image" href="/images/hero.svg"/>',
  '<script src="/_next/static/chunks/react-dom.js" async=""></script>',
  '<script src="/_next/static/chunks/turbopack-runtime.js" async=""></script>',
  '<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule=""></script>',
  '</head><body class="flex"><header><button type="button">Menu</button></header>',
  '<script src="/_next/static/chunks/late.js" async=""></script>',
  '<main><h1>Casper</h1></main>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"x"])</script>',
  '</body></html>',
].join('');

describe('scriptsAfterPaint', () => {
  const rewritten = scriptsAfterPaint(NEXT_PAGE);

  it('takes every async chunk out of the markup and lists it, in document order, for after the first paint', () => {
    expect(rewritten).not.toMatch(/<script src="[^"]+" async="">/);
    expect(afterPaintScripts(rewritten)).toEqual([
      '/_next/static/chunks/react-dom.js',
      '/_next/static/chunks/turbopack-runtime.js',
      '/_next/static/chunks/late.js',
    ]);
  });

  it("drops the moved chunks' preloads and keeps everything else", () => {
    expect(rewritten).not.toContain('as="script"');
    expect(rewritten).toContain('<link rel="preload" as="image" href="/images/hero.svg"/>');
    expect(rewritten).toContain('<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>');
    expect(rewritten).toContain('<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule=""></script>');
    expect(rewritten).toContain('<main><h1>Casper</h1></main>');
  });

  it('puts the list and then the loader last in the body, after the inline payload', () => {
    const payload = rewritten.indexOf('self.__next_f.push([1,"x"])');
    const list = rewritten.indexOf(`<script id="${AFTER_PAINT_LIST_ID}" type="application/json">`);
    const loader = rewritten.indexOf(`<script>${AFTER_PAINT_LOADER}</script>`);
    expect(payload).toBeGreaterThan(-1);
    expect(list).toBeGreaterThan(payload);
    expect(loader).toBeGreaterThan(list);
    expect(rewritten.endsWith(`<script>${AFTER_PAINT_LOADER}</script></body></html>`)).toBe(true);
  });

  it('adds one inline script, the same text on every page, so every policy needs one more hash at most', () => {
    const other = scriptsAfterPaint(NEXT_PAGE.replace('late.js', 'other.js').replace('late.js', 'other.js'));
    const added = (html: string) => inlineScripts(html).filter((text) => !inlineScripts(NEXT_PAGE).includes(text));
    expect(added(rewritten)).toEqual([AFTER_PAINT_LOADER]);
    expect(added(other)).toEqual([AFTER_PAINT_LOADER]);
  });

  it('leaves a page with no chunks, or one already rewritten, as it is', () => {
    const plain = '<!DOCTYPE html><html><head></head><body><p>No scripts</p></body></html>';
    expect(scriptsAfterPaint(plain)).toBe(plain);
    expect(scriptsAfterPaint(rewritten)).toBe(rewritten);
  });

  it('fails on a script tag of another shape rather than leave it to run before the paint', () => {
    expect(() => scriptsAfterPaint(NEXT_PAGE.replace('</head>', '<script src="/x.js" defer=""></script></head>'))).toThrow(
      /unexpected shape.*\/x\.js/,
    );
  });

  it('writes a list that cannot end its own script element', () => {
    const html = scriptsAfterPaint('<html><head><script src="/a.js?</script>" async=""></script></head><body></body></html>');
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(afterPaintScripts(html)).toEqual(['/a.js?</script>']);
  });
});

describe('the loader', () => {
  let frames: FrameRequestCallback[];
  let observers: { callback: (list: unknown, observer: { disconnect: () => void }) => void; options: unknown; disconnected: boolean }[];
  const run = () => new Function(AFTER_PAINT_LOADER)();
  const added = () => [...document.querySelectorAll('script[src]')].map((s) => [s.getAttribute('src'), (s as HTMLScriptElement).async]);
  const BOTH = [
    ['/a.js', true],
    ['/b.js', true],
  ];
  const reportPaint = () =>
    observers.forEach((entry) => entry.callback({}, { disconnect: () => (entry.disconnected = true) }));

  /** A browser with paint timing: the loader's observer is recorded, and reportPaint() delivers the entry. */
  function withPaintTiming() {
    class FakeObserver {
      static supportedEntryTypes = ['navigation', 'paint', 'resource'];
      constructor(private callback: (typeof observers)[number]['callback']) {}
      observe(options: unknown) {
        observers.push({ callback: this.callback, options, disconnected: false });
      }
    }
    Object.defineProperty(window, 'PerformanceObserver', { value: FakeObserver, configurable: true, writable: true });
  }

  beforeEach(() => {
    jest.useFakeTimers();
    frames = [];
    observers = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    Object.defineProperty(window, 'PerformanceObserver', { value: undefined, configurable: true, writable: true });
    document.body.innerHTML = `<script id="${AFTER_PAINT_LIST_ID}" type="application/json">["/a.js","/b.js"]</script>`;
  });

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('adds nothing until the browser reports the first paint, then every listed script once, async, in order', () => {
    withPaintTiming();
    run();
    expect(observers.map((entry) => entry.options)).toEqual([{ type: 'paint', buffered: true }]);
    jest.advanceTimersByTime(4000);
    expect(added()).toEqual([]);
    reportPaint();
    expect(added()).toEqual(BOTH);
    expect(observers.map((entry) => entry.disconnected)).toEqual([true]);
    jest.runAllTimers();
    expect(added()).toEqual(BOTH);
  });

  it('without paint timing, waits for a frame to have been rendered', () => {
    run();
    expect(added()).toEqual([]);
    frames.forEach((frame) => frame(0));
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(0);
    expect(added()).toEqual(BOTH);
  });

  it('adds them after 5 s if no paint is reported, and not again when it is', () => {
    withPaintTiming();
    run();
    jest.advanceTimersByTime(4999);
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(added()).toEqual(BOTH);
    reportPaint();
    expect(added()).toEqual(BOTH);
  });

  it('adds them at once in a hidden tab, where no paint would come', () => {
    withPaintTiming();
    jest.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    run();
    expect(observers).toEqual([]);
    expect(added()).toEqual(BOTH);
  });

  it('adds them when the tab is hidden before the page has painted', () => {
    withPaintTiming();
    run();
    const hidden = jest.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(added()).toEqual(BOTH);
    hidden.mockReturnValue(false);
  });

  it('does nothing on a page without a list', () => {
    withPaintTiming();
    document.body.innerHTML = '';
    run();
    jest.runAllTimers();
    expect(observers).toEqual([]);
    expect(added()).toEqual([]);
  });
});

describe('bench:bytes on a rewritten page', () => {
  it('still counts the scripts the page adds after its first paint', () => {
    expect(parseAssets(scriptsAfterPaint(NEXT_PAGE))).toEqual(parseAssets(NEXT_PAGE));
  });
});
