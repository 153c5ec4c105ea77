import { render, screen, within } from '@testing-library/react';
import { SiteFooter } from '@/components/layout/site-footer';
import { firmYear } from '@/lib/firm-time.mjs';

describe('SiteFooter', () => {
  beforeEach(() => render(<SiteFooter newsletter={<form aria-label="Newsletter test form" />} />));

  it('links every page the spec lists', () => {
    const hrefs = within(screen.getByRole('contentinfo')).getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/',
        '/about',
        '/services',
        '/insights',
        '/contact',
        '/services/strategy-consulting',
        '/services/operations-improvement',
        '/services/organizational-hr-consulting',
        '/services/digital-transformation',
        '/services/marketing-growth-strategy',
        '/services/ai-solutions',
        '/legal/terms-of-service',
        '/legal/privacy-policy',
        '/legal/terms-conditions',
      ]),
    );
  });

  it('shows the contact details as mailto and tel links with the Casper, WY 82609 address', () => {
    expect(screen.getByRole('link', { name: 'info@platterivercg.com' })).toHaveAttribute('href', 'mailto:info@platterivercg.com');
    expect(screen.getByRole('link', { name: '+1 (307) 555-0148' })).toHaveAttribute('href', 'tel:+13075550148');
    // In the address's own colour, only an underline says they are links.
    for (const name of ['info@platterivercg.com', '+1 (307) 555-0148']) expect(screen.getByRole('link', { name })).toHaveClass('underline');
    expect(screen.getByText(/Casper, WY 82609/)).toBeInTheDocument();
  });

  it('has three social links with accessible names that say each opens a new tab', () => {
    const social = screen.getByRole('list', { name: 'Social media' });
    const links = within(social).getAllByRole('link');
    expect(links).toHaveLength(3);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAccessibleName(/^Platte River Consulting on (LinkedIn|X|YouTube) \(opens in a new tab\)$/);
    }
    expect(within(social).getByRole('link', { name: /LinkedIn/ })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows the current year in the copyright line and renders the newsletter slot', () => {
    expect(screen.getByText(new RegExp(`© ${firmYear()} Platte River Consulting`))).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Newsletter test form' })).toBeInTheDocument();
  });
});
