import { render, screen, within } from '@testing-library/react';
import IndustriesPage, { generateMetadata } from '@/app/industries/page';
import { allIndustries } from '@/lib/content/industries';
import { industriesOverview } from '@/lib/content/pages';
import { SPEC_INDUSTRY_GROUP_TITLES } from '@/e2e/support/spec-constants';

describe('/industries', () => {
  beforeEach(() => {
    render(<IndustriesPage />);
  });

  it('opens with an h1 and the industries intro', () => {
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByText(industriesOverview.industriesIntro)).toBeInTheDocument();
  });

  it('shows the eight industry groups with four subsectors and four expertise items each', () => {
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(SPEC_INDUSTRY_GROUP_TITLES);
    industriesOverview.industryGroups.forEach((group, index) => {
      const card = cards[index]!;
      expect(within(card).getByText(group.description)).toBeInTheDocument();
      const subsectors = within(card).getByRole('heading', { name: 'Key Subsectors' }).nextElementSibling as HTMLElement;
      expect(within(subsectors).getAllByRole('listitem').map((li) => li.textContent)).toEqual(group.subsectors);
      const expertise = within(card).getByRole('heading', { name: 'Our Expertise' }).nextElementSibling as HTMLElement;
      expect(within(expertise).getAllByRole('listitem').map((li) => li.textContent)).toEqual(group.expertise);
      const links = within(card).getAllByRole('link').map((a) => a.getAttribute('href'));
      expect(links).toEqual(group.industrySlugs.map((slug) => `/industries/${slug}`));
    });
  });

  it('links to every one of the fourteen industry pages', () => {
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    for (const industry of allIndustries()) expect(hrefs).toContain(`/industries/${industry.slug}`);
  });

  it('ends with a consultation call to action to /contact', () => {
    expect(screen.getByRole('link', { name: 'Schedule a Consultation' })).toHaveAttribute('href', '/contact');
  });

  it('sets its canonical URL', () => {
    expect(String(generateMetadata().alternates?.canonical)).toMatch(/\/industries$/);
  });
});
