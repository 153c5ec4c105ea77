import { fireEvent, render, screen } from '@testing-library/react';
import { AppRouterContext, type AppRouterInstance } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { IntentLink } from '@/components/ui/intent-link';

function withRouter(link: React.ReactElement) {
  const push = jest.fn();
  const router = { push, replace: jest.fn(), prefetch: jest.fn(), back: jest.fn(), forward: jest.fn(), refresh: jest.fn() };
  render(<AppRouterContext.Provider value={router as unknown as AppRouterInstance}>{link}</AppRouterContext.Provider>);
  return push;
}

/** Clicks the link and says whether the browser was left to follow it (jsdom itself never navigates). */
const click = (name: string, init: MouseEventInit = {}) => fireEvent.click(screen.getByRole('link', { name }), init);

describe('IntentLink', () => {
  it('renders a plain link with the props it is given', () => {
    render(
      <IntentLink href="/about" className="nav" aria-current="page">
        About
      </IntentLink>,
    );
    const link = screen.getByRole('link', { name: 'About' });
    expect(link).toHaveAttribute('href', '/about');
    expect(link).toHaveClass('nav');
    expect(link).toHaveAttribute('aria-current', 'page');
  });

  it('follows a plain click by client-side navigation, leaving the scroll to the layout', () => {
    const push = withRouter(<IntentLink href="/services/strategy-consulting">Strategy</IntentLink>);
    expect(click('Strategy')).toBe(false);
    expect(push).toHaveBeenCalledWith('/services/strategy-consulting', { scroll: false });
  });

  it("keeps the router's scroll to a fragment", () => {
    const push = withRouter(<IntentLink href="/about#our-people">Our people</IntentLink>);
    click('Our people');
    expect(push).toHaveBeenCalledWith('/about#our-people', { scroll: true });
  });

  it.each([
    ['a modifier', { ctrlKey: true }],
    ['the command key', { metaKey: true }],
    ['shift (a new window)', { shiftKey: true }],
    ['alt (save)', { altKey: true }],
  ])('leaves a click with %s to the browser', (_, init) => {
    const push = withRouter(<IntentLink href="/contact">Contact</IntentLink>);
    expect(click('Contact', init)).toBe(true);
    expect(push).not.toHaveBeenCalled();
  });

  it('leaves new-tab links, downloads and other origins to the browser', () => {
    const push = withRouter(
      <>
        <IntentLink href="/insights" target="_blank">
          New tab
        </IntentLink>
        <IntentLink href="/insights/feed.xml" download>
          Download
        </IntentLink>
        <IntentLink href="https://example.com/">Elsewhere</IntentLink>
      </>,
    );
    for (const name of ['New tab', 'Download', 'Elsewhere']) expect(click(name)).toBe(true);
    expect(push).not.toHaveBeenCalled();
  });

  it('runs its own click handler first, and leaves a click that handler or a capturing listener took over', () => {
    const onClick = jest.fn((event: React.MouseEvent) => event.preventDefault());
    const push = withRouter(
      <IntentLink href="/contact" onClick={onClick}>
        Contact
      </IntentLink>,
    );
    click('Contact');
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(push).not.toHaveBeenCalled();

    const takeOver = (event: MouseEvent) => event.preventDefault();
    document.addEventListener('click', takeOver, true);
    try {
      const pushed = withRouter(<IntentLink href="/about">About</IntentLink>);
      click('About');
      expect(pushed).not.toHaveBeenCalled();
    } finally {
      document.removeEventListener('click', takeOver, true);
    }
  });

  it("is a plain link outside Next's router", () => {
    render(<IntentLink href="/about">About</IntentLink>);
    expect(click('About')).toBe(true);
  });
});
