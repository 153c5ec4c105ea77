import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HeaderNav, SCROLL_THRESHOLD_PX } from '@/components/layout/header/header-nav';
import { industryLinks, primaryLinks, serviceLinks } from '@/lib/content/navigation';

let mockPathname = '/';
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname }));

// A new element each time: a rerender with the same element object would skip rendering.
const header = () => (
  <HeaderNav
    logo={<span>Logo</span>}
    primaryLinks={primaryLinks}
    serviceLinks={serviceLinks}
    industryLinks={industryLinks}
    cta={{ label: 'Schedule a Consultation', href: '/contact' }}
  />
);

function renderHeader() {
  return render(header());
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
const servicesButton = () => within(mainNav()).getByRole('button', { name: 'Services' });
const industriesButton = () => within(mainNav()).getByRole('button', { name: 'Industries' });

beforeEach(() => {
  mockPathname = '/';
  window.scrollY = 0;
  // A phone's width: the mobile panel shows (jsdom has no media queries).
  window.matchMedia = jest.fn().mockReturnValue({ matches: false, addEventListener: jest.fn(), removeEventListener: jest.fn() });
  // jsdom has no layout; links in the header stop navigation so clicks do not throw.
  document.addEventListener('click', (event) => event.preventDefault(), { once: false });
});

describe('HeaderNav', () => {
  it('shows the primary links and highlights the active one', () => {
    mockPathname = '/about';
    renderHeader();
    const about = within(mainNav()).getByRole('link', { name: 'About' });
    expect(about).toHaveAttribute('aria-current', 'page');
    expect(within(mainNav()).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(screen.getAllByRole('link', { name: 'Schedule a Consultation' })[0]).toHaveAttribute('href', '/contact');
  });

  it('says the current section, not only shows it: aria-current="true" below a link\'s page and on its menu\'s button', async () => {
    const user = userEvent.setup();
    mockPathname = '/insights/vr-workplace-2025';
    const { rerender } = renderHeader();
    expect(within(mainNav()).getByRole('link', { name: 'Insights' })).toHaveAttribute('aria-current', 'true');
    expect(servicesButton()).not.toHaveAttribute('aria-current');
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const panel = screen.getByRole('navigation', { name: 'Menu' });
    expect(within(panel).getByRole('link', { name: 'Insights' })).toHaveAttribute('aria-current', 'true');
    expect(within(panel).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');

    mockPathname = serviceLinks[0]!.href;
    rerender(header());
    expect(servicesButton()).toHaveAttribute('aria-current', 'true');
    expect(industriesButton()).not.toHaveAttribute('aria-current');
    expect(within(mainNav()).getByRole('link', { name: 'Insights' })).not.toHaveAttribute('aria-current');
  });

  it("marks the current page among a menu's links, in the bar's dropdown and in the panel's group", async () => {
    const user = userEvent.setup();
    mockPathname = serviceLinks[0]!.href;
    renderHeader();
    await user.click(servicesButton());
    const list = within(mainNav()).getByRole('list', { name: 'Services' });
    expect(within(list).getByRole('link', { name: serviceLinks[0]!.label })).toHaveAttribute('aria-current', 'page');
    expect(within(list).getByRole('link', { name: serviceLinks[1]!.label })).not.toHaveAttribute('aria-current');
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const panel = screen.getByRole('navigation', { name: 'Menu' });
    await user.click(within(panel).getByRole('button', { name: 'Services' }));
    expect(within(panel).getByRole('link', { name: serviceLinks[0]!.label })).toHaveAttribute('aria-current', 'page');
    expect(within(panel).getByRole('link', { name: serviceLinks[1]!.label })).not.toHaveAttribute('aria-current');
  });

  it('opens the Services dropdown on click with the six links in order, and closes it on a second click', async () => {
    const user = userEvent.setup();
    renderHeader();
    expect(servicesButton()).toHaveAttribute('aria-expanded', 'false');
    await user.click(servicesButton());
    expect(servicesButton()).toHaveAttribute('aria-expanded', 'true');
    const list = within(mainNav()).getByRole('list', { name: 'Services' });
    expect(within(list).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(serviceLinks.map((l) => l.href));
    await user.click(servicesButton());
    expect(servicesButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('renders no menu links until a menu opens, so closed menus add nothing to every page', async () => {
    const user = userEvent.setup();
    renderHeader();
    const menuHrefs = new Set([...serviceLinks, ...industryLinks].map((link) => link.href));
    const renderedMenuLinks = () =>
      Array.from(document.querySelectorAll('a')).filter((a) => menuHrefs.has(a.getAttribute('href') ?? ''));
    expect(renderedMenuLinks()).toEqual([]);
    // The controlled elements exist while closed, so aria-controls always points at something.
    expect(document.getElementById(servicesButton().getAttribute('aria-controls')!)).not.toBeNull();
    await user.click(servicesButton());
    expect(renderedMenuLinks().map((a) => a.getAttribute('href'))).toEqual(serviceLinks.map((l) => l.href));
  });

  it('opens on mouse hover, stays open when then clicked, and closes when the pointer leaves', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.hover(servicesButton());
    expect(servicesButton()).toHaveAttribute('aria-expanded', 'true');
    await user.click(servicesButton());
    expect(servicesButton()).toHaveAttribute('aria-expanded', 'true');
    await user.unhover(servicesButton().parentElement!);
    expect(servicesButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('toggles on touch without opening on hover', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.pointer({ keys: '[TouchA]', target: servicesButton() });
    expect(servicesButton()).toHaveAttribute('aria-expanded', 'true');
    await user.pointer({ keys: '[TouchA]', target: servicesButton() });
    expect(servicesButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps only one dropdown open at a time', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(servicesButton());
    await user.click(industriesButton());
    expect(servicesButton()).toHaveAttribute('aria-expanded', 'false');
    expect(industriesButton()).toHaveAttribute('aria-expanded', 'true');
    const list = within(mainNav()).getByRole('list', { name: 'Industries' });
    expect(within(list).getAllByRole('link')).toHaveLength(industryLinks.length);
  });

  it('works from the keyboard: Enter opens, Tab reaches the links, Escape closes and returns focus', async () => {
    const user = userEvent.setup();
    renderHeader();
    servicesButton().focus();
    await user.keyboard('{Enter}');
    expect(servicesButton()).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(document.activeElement).toHaveAttribute('href', '/services/strategy-consulting');
    await user.keyboard('{Escape}');
    expect(servicesButton()).toHaveAttribute('aria-expanded', 'false');
    expect(servicesButton()).toHaveFocus();
    await user.keyboard(' ');
    expect(servicesButton()).toHaveAttribute('aria-expanded', 'true');
  });

  it('moves focus within each arrow key press, so quick repeated presses land on the right link', () => {
    renderHeader();
    servicesButton().focus();
    // Dispatched back to back, with no frame between them: a deferred focus would read a stale position.
    act(() => {
      fireEvent.keyDown(servicesButton(), { key: 'ArrowDown' });
      fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
      fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    });
    expect(servicesButton()).toHaveAttribute('aria-expanded', 'true');
    expect(document.activeElement).toHaveAttribute('href', serviceLinks[2]!.href);
    act(() => {
      fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
      fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
      fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    });
    // ArrowUp wraps past the first link to the last.
    expect(document.activeElement).toHaveAttribute('href', serviceLinks.at(-1)!.href);
  });

  it('closes a dropdown when focus leaves it', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(industriesButton());
    act(() => within(mainNav()).getByRole('link', { name: 'Insights' }).focus());
    expect(industriesButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the dropdown when one of its links is chosen', async () => {
    // No pointer travel: user-event moves the pointer off the button with no related target, which React reads as the
    // pointer leaving the window, so the menu would close (and unmount the link) before the click this test is about.
    const user = userEvent.setup({ skipHover: true });
    renderHeader();
    await user.click(servicesButton());
    const link = within(mainNav()).getByRole('link', { name: 'AI Solutions' });
    let clicked = false;
    link.addEventListener('click', () => (clicked = link.isConnected));
    await user.click(link);
    expect(clicked).toBe(true);
    expect(servicesButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves focus to the dropdown button when one of its links is chosen, not to <body> as the link goes', async () => {
    const user = userEvent.setup({ skipHover: true });
    renderHeader();
    servicesButton().focus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(document.activeElement).toHaveAttribute('href', serviceLinks[0]!.href);
    await user.keyboard('{Enter}');
    expect(servicesButton()).toHaveAttribute('aria-expanded', 'false');
    expect(servicesButton()).toHaveFocus();
  });

  it('moves focus to the Menu button when a link in the mobile panel is chosen; a link in the bar keeps it', async () => {
    const user = userEvent.setup();
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    const panel = screen.getByRole('navigation', { name: 'Menu' });
    await user.click(within(panel).getByRole('button', { name: 'Services' }));
    await user.click(within(panel).getByRole('link', { name: 'AI Solutions' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    await user.click(toggle);
    await user.click(within(panel).getByRole('link', { name: 'Home' }));
    expect(toggle).toHaveFocus();

    const insights = within(mainNav()).getByRole('link', { name: 'Insights' });
    await user.click(insights);
    expect(insights).toHaveFocus();
  });

  it('opens the mobile panel with the same links and closes panel and groups when a link is chosen', async () => {
    const user = userEvent.setup();
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const panel = screen.getByRole('navigation', { name: 'Menu' });
    const industries = within(panel).getByRole('button', { name: 'Industries' });
    await user.click(industries);
    expect(industries).toHaveAttribute('aria-expanded', 'true');
    const industryList = within(panel).getByRole('list', { name: 'Industries' });
    expect(document.getElementById(industries.getAttribute('aria-controls') ?? '')).toBe(industryList);
    expect(within(industryList).getAllByRole('link').map((a) => a.textContent)).toEqual(industryLinks.map((l) => l.label));

    await user.click(within(industryList).getByRole('link', { name: 'Healthcare' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
    expect(industriesButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('makes the page behind the open mobile panel inert, and gives it back when the panel closes', async () => {
    const user = userEvent.setup();
    renderHeader();
    const main = document.body.appendChild(Object.assign(document.createElement('main'), { id: 'main-content' }));
    const footer = document.body.appendChild(Object.assign(document.createElement('footer'), { id: 'site-footer' }));
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    expect([main, footer].map((element) => element.hasAttribute('inert'))).toEqual([true, true]);
    await user.keyboard('{Escape}');
    expect([main, footer].map((element) => element.hasAttribute('inert'))).toEqual([false, false]);
    await user.click(toggle);
    await user.click(within(screen.getByRole('navigation', { name: 'Menu' })).getByRole('link', { name: 'About' }));
    expect(main).not.toHaveAttribute('inert');
    main.remove();
    footer.remove();
  });

  it('closes the mobile panel on Escape and returns focus to the toggle', async () => {
    const user = userEvent.setup();
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    within(screen.getByRole('navigation', { name: 'Menu' })).getByRole('link', { name: 'About' }).focus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes the mobile panel on Escape when focus is on <body>, not in the header, and focuses the toggle', async () => {
    const user = userEvent.setup();
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    toggle.blur();
    expect(document.activeElement).toBe(document.body);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('is sent with its three buttons as links that lead somewhere, and hydrates them into buttons', async () => {
    mockPathname = '/services';
    const html = renderToString(header());
    const container = document.createElement('div');
    container.innerHTML = html;
    const links = (hrefs: string[]) => hrefs.map((href) => container.querySelector(`a[href="${href}"]`));
    // Services and Industries to their overview pages (marked as the current one there), Menu to the footer's links.
    const [services, industries, menu] = links(['/services', '/industries', '#site-footer']);
    expect([services, industries, menu].map((link) => link?.textContent)).toEqual(['Services', 'Industries', 'Menu']);
    expect(services).toHaveAttribute('aria-current', 'page');
    expect(container.querySelectorAll('[role="button"], [aria-expanded], noscript')).toHaveLength(0);

    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, header(), { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(links(['/services', '/industries', '#site-footer'])).toEqual([null, null, null]);
    expect([...container.querySelectorAll('button[aria-expanded="false"]')].map((button) => button.textContent)).toEqual(['Services', 'Industries', 'Menu']);
  });

  it(`shows the scrolled appearance only above ${SCROLL_THRESHOLD_PX} px`, () => {
    renderHeader();
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-scrolled', 'false');
    act(() => {
      window.scrollY = SCROLL_THRESHOLD_PX;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header).toHaveAttribute('data-scrolled', 'false');
    act(() => {
      window.scrollY = SCROLL_THRESHOLD_PX + 1;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header).toHaveAttribute('data-scrolled', 'true');
  });

  it('closes everything when the path changes without a click (back button)', async () => {
    const user = userEvent.setup();
    const { rerender } = renderHeader();
    await user.click(servicesButton());
    mockPathname = '/insights';
    rerender(header());
    expect(servicesButton()).toHaveAttribute('aria-expanded', 'false');
    expect(within(mainNav()).getByRole('link', { name: 'Insights' })).toHaveAttribute('aria-current', 'page');
  });
});
