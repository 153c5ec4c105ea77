import { render, screen, within } from '@testing-library/react';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { breadcrumbLabels } from '@/lib/content/navigation';

let mockPathname = '/';
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname }));

describe('Breadcrumbs', () => {
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
});
