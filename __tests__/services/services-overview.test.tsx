import { render, screen, within } from '@testing-library/react';
import ServicesPage, { generateMetadata } from '@/app/services/page';
import { servicesOverview } from '@/lib/content/pages';
import { allServices } from '@/lib/content/services';
import { SPEC_AI_PORTFOLIO } from '@/e2e/support/spec-constants';
import { sectionTitled } from '../support/section-titled';

describe('/services', () => {
  beforeEach(() => {
    render(<ServicesPage />);
  });

  it('opens with an h1 and the services intro', () => {
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByText(servicesOverview.servicesIntro)).toBeInTheDocument();
  });

  it('shows a core service card for each service, each linking to its page', () => {
    const core = sectionTitled('Core Services');
    const cards = within(core).getAllByRole('article');
    expect(cards).toHaveLength(allServices().length);
    expect(within(core).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(
      allServices().map((s) => `/services/${s.slug}`),
    );
  });

  it('shows the AI Solutions Portfolio of eight offerings with four features each, and a link to /services/ai-solutions', () => {
    const portfolio = sectionTitled('AI Solutions Portfolio');
    expect(within(portfolio).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(SPEC_AI_PORTFOLIO);
    for (const card of within(portfolio).getAllByRole('article')) {
      expect(within(card).getAllByRole('listitem')).toHaveLength(4);
      expect(card.querySelector('svg')).not.toBeNull();
    }
    for (const offering of servicesOverview.aiPortfolio) expect(within(portfolio).getByText(offering.description)).toBeInTheDocument();
    expect(within(portfolio).getByRole('link', { name: /AI Solutions/ })).toHaveAttribute('href', '/services/ai-solutions');
  });

  it('shows six industry cards with subsectors, expertise and consultant certification badges', () => {
    const industries = sectionTitled('Industry Expertise');
    expect(within(industries).getByText(/credentials held by our consultants/)).toBeInTheDocument();
    const cards = within(industries).getAllByRole('article');
    expect(cards).toHaveLength(servicesOverview.serviceIndustryCards.length);
    servicesOverview.serviceIndustryCards.forEach((data, index) => {
      const card = cards[index]!;
      expect(within(card).getByRole('link', { name: data.title })).toHaveAttribute('href', `/industries/${data.industrySlug}`);
      for (const text of [...data.subsectors, ...data.expertise, ...data.certifications]) {
        expect(within(card).getByText(text)).toBeInTheDocument();
      }
    });
  });

  it('shows four differentiators and a call to action to /contact', () => {
    const differentiators = sectionTitled('What Sets Us Apart');
    expect(within(differentiators).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      servicesOverview.differentiators.map((d) => d.title),
    );
    expect(screen.getByRole('link', { name: 'Schedule a Consultation' })).toHaveAttribute('href', '/contact');
  });

  it('sets its canonical URL', () => {
    expect(String(generateMetadata().alternates?.canonical)).toMatch(/\/services$/);
  });
});
