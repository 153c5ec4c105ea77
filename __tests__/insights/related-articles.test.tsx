import { render, screen, within } from '@testing-library/react';
import IndustryPage from '@/app/industries/[slug]/page';
import ServicePage from '@/app/services/[slug]/page';
import { allIndustries } from '@/lib/content/industries';
import { allInsights } from '@/lib/content/insights';
import { allServices } from '@/lib/content/services';

const params = (slug: string) => ({ params: Promise.resolve({ slug }) });

// Read here from the articles' own fields, not through the code under test.
const articlesOn = (field: 'relatedServices' | 'relatedIndustries', slug: string) =>
  allInsights().filter((insight) => insight[field].includes(slug));

const pages = [
  ...allServices().map((service) => ({
    path: `/services/${service.slug}`,
    subject: service.navLabel,
    articles: articlesOn('relatedServices', service.slug),
    render: async () => render(await ServicePage(params(service.slug))),
  })),
  ...allIndustries().map((industry) => ({
    path: `/industries/${industry.slug}`,
    subject: industry.name,
    articles: articlesOn('relatedIndustries', industry.slug),
    render: async () => render(await IndustryPage(params(industry.slug))),
  })),
];

describe('a service or industry page lists the articles written about it', () => {
  it('some pages have articles and some have none, so both cases below are met', () => {
    expect(pages.filter((page) => page.articles.length > 1).length).toBeGreaterThan(0);
    expect(pages.filter((page) => page.articles.length === 0).length).toBeGreaterThan(0);
  });

  it.each(pages.map((page) => [page.path, page] as const))('%s', async (_path, page) => {
    await page.render();
    const section = screen.queryByRole('heading', { name: 'From Our Insights' })?.closest('section') ?? null;
    if (page.articles.length === 0) {
      expect(section).toBeNull();
      return;
    }
    const list = within(section!).getByRole('list');
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      page.articles.map((insight) => [insight.title, `/insights/${insight.slug}`]),
    );
    const topicLink = within(section!).queryByRole('link', { name: `All ${page.articles.length} articles on ${page.subject}` });
    if (page.articles.length > 1) expect(topicLink).toHaveAttribute('href', `/insights/topics/${page.path.split('/').pop()}`);
    else expect(topicLink).toBeNull();
  });
});
