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

describe('ClientEffects', () => {
  const scrollTo = jest.fn();

  beforeEach(() => {
    jest.clearAllMocks();
    window.scrollTo = scrollTo;
    window.matchMedia = jest.fn().mockReturnValue({ matches: false });
    mockPathname = '/';
    mockParams = {};
  });

  it('starts the analytics tracker once and sends a page view for each route, named by its template', () => {
    const { rerender } = render(<ClientEffects />);
    expect(inject).toHaveBeenCalledTimes(1);
    expect(inject).toHaveBeenCalledWith(expect.objectContaining({ framework: 'next', disableAutoTrack: true }), undefined);
    expect(pageview).toHaveBeenLastCalledWith({ route: '/', path: '/' });

    mockPathname = '/services/ai-solutions';
    mockParams = { slug: 'ai-solutions' };
    rerender(<ClientEffects />);
    expect(inject).toHaveBeenCalledTimes(1);
    expect(pageview).toHaveBeenLastCalledWith({ route: '/services/[slug]', path: '/services/ai-solutions' });
  });

  it('scrolls to the top smoothly on a route change, not on the first page, and instantly for reduced motion', () => {
    const { rerender } = render(<ClientEffects />);
    expect(scrollTo).not.toHaveBeenCalled();

    mockPathname = '/about';
    rerender(<ClientEffects />);
    expect(scrollToTopSmoothly).toHaveBeenCalledTimes(1);
    expect(scrollTo).not.toHaveBeenCalled();

    window.matchMedia = jest.fn().mockReturnValue({ matches: true });
    mockPathname = '/contact';
    rerender(<ClientEffects />);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'auto' });
    // The smooth scroll still running when the next route came is stopped.
    expect(stopScrolling).toHaveBeenCalled();
    expect(scrollToTopSmoothly).toHaveBeenCalledTimes(1);
  });

  it('leaves the position to the browser on Back and Forward, and scrolls to the top again on the next link', () => {
    const { rerender } = render(<ClientEffects />);
    mockPathname = '/about';
    rerender(<ClientEffects />);
    scrollToTopSmoothly.mockClear();

    // Back: the browser changes the address, then the router renders the page it names.
    window.history.pushState(null, '', '/');
    window.dispatchEvent(new PopStateEvent('popstate'));
    mockPathname = '/';
    rerender(<ClientEffects />);
    expect(scrollToTopSmoothly).not.toHaveBeenCalled();
    expect(scrollTo).not.toHaveBeenCalled();

    mockPathname = '/contact';
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
