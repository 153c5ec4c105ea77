import { render } from '@testing-library/react';
import { inject, pageview } from '@vercel/analytics';
import { ClientEffects } from '@/components/layout/client-effects';

jest.mock('@vercel/analytics', () => ({ inject: jest.fn(), pageview: jest.fn() }));
const stopScrolling = jest.fn();
const scrollToTopSmoothly = jest.fn<() => void, [Window]>(() => stopScrolling);
jest.mock('@/lib/client-effects/scroll-to-top', () => ({ scrollToTopSmoothly: (win: Window) => scrollToTopSmoothly(win) }));

let mockPathname = '/';
let mockParams: Record<string, string> = {};
const prefetch = jest.fn();
const router = { prefetch };
jest.mock('next/navigation', () => ({
  usePathname: () => mockPathname,
  useParams: () => mockParams,
  useRouter: () => router,
}));

/** A link followed: the router writes the address, then renders the page (its effects run after). */
function follow(path: string) {
  window.history.pushState(null, '', path);
  mockPathname = path;
}

/** Back or Forward: the browser changes the address, then the router renders the page it names. */
function traverse(path: string) {
  window.history.pushState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

describe('ClientEffects', () => {
  const scrollTo = jest.fn();

  beforeEach(() => {
    jest.clearAllMocks();
    window.scrollTo = scrollTo;
    window.matchMedia = jest.fn().mockReturnValue({ matches: false });
    window.history.replaceState(null, '', '/');
    mockPathname = '/';
    mockParams = {};
  });

  it('starts the analytics tracker once and sends a page view for each route, named by its template', () => {
    const { rerender } = render(<ClientEffects />);
    expect(inject).toHaveBeenCalledTimes(1);
    expect(inject).toHaveBeenCalledWith(expect.objectContaining({ framework: 'next', disableAutoTrack: true }), undefined);
    expect(pageview).toHaveBeenLastCalledWith({ route: '/', path: '/' });

    follow('/services/ai-solutions');
    mockParams = { slug: 'ai-solutions' };
    rerender(<ClientEffects />);
    expect(inject).toHaveBeenCalledTimes(1);
    expect(pageview).toHaveBeenLastCalledWith({ route: '/services/[slug]', path: '/services/ai-solutions' });
  });

  it('scrolls to the top smoothly on a route change, not on the first page, and instantly for reduced motion', () => {
    const { rerender } = render(<ClientEffects />);
    expect(scrollTo).not.toHaveBeenCalled();

    follow('/about');
    rerender(<ClientEffects />);
    expect(scrollToTopSmoothly).toHaveBeenCalledTimes(1);
    expect(scrollTo).not.toHaveBeenCalled();

    window.matchMedia = jest.fn().mockReturnValue({ matches: true });
    follow('/contact');
    rerender(<ClientEffects />);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'auto' });
    // The smooth scroll still running when the next route came is stopped.
    expect(stopScrolling).toHaveBeenCalled();
    expect(scrollToTopSmoothly).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['after the followed page\'s effects ran', true],
    // Seen on a busy machine: the address was back at / when /about's effects ran, and both renders scrolled to the top.
    ['before the followed page\'s effects ran', false],
  ])('leaves the position to the browser on a Back %s, and scrolls to the top again on the next link', (_when, effectsFirst) => {
    const { rerender } = render(<ClientEffects />);
    follow('/about');
    if (effectsFirst) {
      rerender(<ClientEffects />);
      scrollToTopSmoothly.mockClear();
    }
    traverse('/');
    if (!effectsFirst) rerender(<ClientEffects />);
    mockPathname = '/';
    rerender(<ClientEffects />);
    expect(scrollToTopSmoothly).not.toHaveBeenCalled();
    expect(scrollTo).not.toHaveBeenCalled();

    follow('/contact');
    rerender(<ClientEffects />);
    expect(scrollToTopSmoothly).toHaveBeenCalledTimes(1);
  });

  it('scrolls to the top on a followed link to a path the router and the address spell differently', () => {
    const { rerender } = render(<ClientEffects />);
    window.history.pushState(null, '', '/caf%C3%A9');
    mockPathname = '/café';
    rerender(<ClientEffects />);
    expect(scrollToTopSmoothly).toHaveBeenCalledTimes(1);
  });

  it('prefetches a link\'s route when the pointer enters it', () => {
    document.body.innerHTML = '<a href="/insights">Insights</a>';
    render(<ClientEffects />);
    document.querySelector('a')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(prefetch).toHaveBeenCalledWith('/insights');
  });
});
