import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { breadcrumbLabels } from '@/lib/content/navigation';

let mockPathname = '/';
let mockSegments: string[] = [];
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname, useSelectedLayoutSegments: () => mockSegments }));

describe('Breadcrumbs', () => {
  beforeEach(() => {
    mockSegments = [];
  });

  it('is hidden on the home page', () => {
    mockPathname = '/';
    const { container } = render(<Breadcrumbs labels={breadcrumbLabels} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('links earlier segments and shows the last as plain text marked as the current page', () => {
    mockPathname = '/industries/energy-utilities';
    render(<Breadcrumbs labels={breadcrumbLabels} />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Industries', '/industries'],
    ]);
    const current = within(nav).getByText('Energy & Utilities');
    expect(current.tagName).toBe('SPAN');
    expect(current).toHaveAttribute('aria-current', 'page');
  });

  it('humanises a segment it has no label for', () => {
    mockPathname = '/services/supply-chain-audit';
    render(<Breadcrumbs labels={breadcrumbLabels} />);
    expect(screen.getByText('Supply Chain Audit')).toHaveAttribute('aria-current', 'page');
  });

  it('renders only Home into the prerendered 404 page, whose server path is not the visitor\'s', () => {
    // Next prerenders the 404 once for its internal route and serves it at every unknown URL.
    mockPathname = '/_not-found';
    mockSegments = ['/_not-found'];
    const html = renderToString(<Breadcrumbs labels={breadcrumbLabels} />);
    expect(html).toContain('>Home</a>');
    expect(html).not.toContain('aria-current');
    expect(html).not.toMatch(/not Found/i);
  });

  it('shows the visitor\'s path on the 404 page once running in the browser', () => {
    mockPathname = '/capital-planning-guide';
    mockSegments = ['/_not-found'];
    render(<Breadcrumbs labels={breadcrumbLabels} />);
    expect(screen.getByText('Capital Planning Guide')).toHaveAttribute('aria-current', 'page');
  });
});
