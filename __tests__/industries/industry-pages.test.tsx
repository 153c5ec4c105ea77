import { render, screen, within } from '@testing-library/react';
import IndustryPage, { generateMetadata, generateStaticParams } from '@/app/industries/[slug]/page';
import IndustryNotFound from '@/app/industries/[slug]/not-found';
import { allIndustries } from '@/lib/content/industries';
import { getService } from '@/lib/content/services';
import { industryPageCopy, industryStatLines, STATS_FOOTNOTE } from '@/lib/industry-display';
import { renderServerRenderedNotFound } from '../support/not-found';
import { SPEC_INDUSTRY_SLUGS } from '@/e2e/support/spec-constants';
import { UNKNOWN_SLUG } from '@/lib/unknown-slug.mjs';
import { sectionTitled } from '../support/section-titled';

const params = (slug: string) => ({ params: Promise.resolve({ slug }) });
const renderIndustry = async (slug: string) => render(await IndustryPage(params(slug)));

describe('industry detail pages', () => {
  it('prerenders exactly the fourteen industry slugs from the spec', () => {
    expect(generateStaticParams()).toEqual([...SPEC_INDUSTRY_SLUGS, UNKNOWN_SLUG].map((slug) => ({ slug })));
  });

  describe.each(allIndustries().map((industry) => [industry.slug, industry] as const))('/industries/%s', (slug, industry) => {
    it('shows back link, title, description, overview and image', async () => {
      await renderIndustry(slug);
      expect(screen.getByRole('link', { name: /Back to Industries/ })).toHaveAttribute('href', '/industries');
      expect(screen.getByRole('heading', { level: 1, name: industry.title })).toBeInTheDocument();
      expect(screen.getByText(industry.description)).toBeInTheDocument();
      const overview = sectionTitled(/How We See/);
      expect(within(overview).getAllByRole('paragraph').length).toBeGreaterThanOrEqual(2);
      // The artwork is a phone's largest paint: marked for the build to write into the page (lib/performance/inline-artwork.mjs).
      const artwork = screen.getByAltText(industry.imageAlt);
      expect(artwork).toHaveAttribute('src', industry.imageUrl);
      expect(artwork).toHaveAttribute('data-inline-artwork', '');
    });

    it('shows the four stats in order with value and note', async () => {
      const { container } = await renderIndustry(slug);
      const terms = [...container.querySelectorAll('dl dt')].map((dt) => dt.textContent);
      expect(terms).toEqual(['Experience', 'Projects', 'Specialists', 'Satisfaction']);
      const lines = industryStatLines(industry.stats);
      for (const stat of lines) {
        expect(screen.getByText(stat.value)).toBeInTheDocument();
        expect(screen.getByText(stat.note)).toBeInTheDocument();
      }
      const { rated, surveyed } = industry.stats.satisfaction;
      expect(screen.getByText(`${rated} of ${surveyed} clients surveyed`, { exact: false })).toBeInTheDocument();
      const satisfaction = Number(lines[3]!.value.replace('%', ''));
      expect(satisfaction).toBe(Math.round((100 * rated) / surveyed));
      expect(satisfaction).toBeGreaterThanOrEqual(94);
      expect(satisfaction).toBeLessThanOrEqual(98);
      expect(screen.getByText(STATS_FOOTNOTE)).toBeInTheDocument();
    });

    it('shows four trends, four services and the case studies', async () => {
      await renderIndustry(slug);
      const trends = sectionTitled('Key Trends');
      expect(within(trends).getAllByRole('listitem')).toHaveLength(4);
      for (const trend of industry.trends) expect(within(trends).getByText(trend.text)).toBeInTheDocument();

      const services = sectionTitled(industryPageCopy(industry).servicesHeading);
      expect(within(services).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
        industry.services.map((s) => s.title),
      );

      const caseStudies = sectionTitled(/^Case Stud(y|ies)$/);
      // The Terms & Conditions: no engagement described without the client's written consent.
      expect(caseStudies).toHaveTextContent("Described with the client's written consent, without its name.");
      const articles = within(caseStudies).getAllByRole('article');
      expect(articles).toHaveLength(industry.caseStudies.length);
      industry.caseStudies.forEach((caseStudy, index) => {
        const article = articles[index]!;
        expect(within(article).getByRole('heading', { level: 3, name: caseStudy.title })).toBeInTheDocument();
        expect(within(article).getByText(caseStudy.client)).toBeInTheDocument();
        expect(within(article).getByText(caseStudy.challenge)).toBeInTheDocument();
        expect(within(article).getByText(caseStudy.solution)).toBeInTheDocument();
        expect(within(article).getAllByRole('listitem').map((li) => li.textContent)).toEqual(caseStudy.results);
      });
    });

    it('links to related services and ends with a call to action to /contact', async () => {
      const { container } = await renderIndustry(slug);
      const related = sectionTitled('Related Services');
      expect(within(related).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual(
        industry.relatedServices.map((s) => [getService(s)!.navLabel, `/services/${s}`]),
      );
      expect(within(related).getByText(industryPageCopy(industry).relatedServicesIntro)).toBeInTheDocument();
      const cta = sectionTitled(industryPageCopy(industry).cta.heading);
      expect(cta).toHaveTextContent("We'll respond within 24 hours to arrange a first conversation.");
      const lastLink = [...container.querySelectorAll('a')].at(-1)!;
      expect(lastLink).toHaveTextContent('Schedule a Consultation');
      expect(lastLink).toHaveAttribute('href', '/contact');
      expect(container.querySelector('script[type="application/ld+json"]')?.textContent).toContain('BreadcrumbList');
    });

    it('sets title, description and canonical URL', async () => {
      const metadata = await generateMetadata(params(slug));
      expect(metadata.title).toBe(industry.title);
      expect(metadata.description).toBe(industry.metaDescription);
      expect(String(metadata.alternates?.canonical)).toMatch(new RegExp(`/industries/${slug}$`));
    });
  });

  it('gives manufacturing two case studies and every other industry one', async () => {
    for (const slug of SPEC_INDUSTRY_SLUGS) {
      const view = await renderIndustry(slug);
      const caseStudies = sectionTitled(/^Case Stud(y|ies)$/);
      expect(within(caseStudies).getAllByRole('article')).toHaveLength(slug === 'manufacturing' ? 2 : 1);
      view.unmount();
    }
  });

  it('renders Industry Not Found for an unknown slug and raises the 404', async () => {
    renderServerRenderedNotFound(await IndustryPage(params('nope')));
    expect(screen.getByRole('heading', { level: 1, name: 'Industry Not Found' })).toBeInTheDocument();
    expect((await generateMetadata(params('nope'))).title).toBe('Industry Not Found');
  });

  it('has a not-found view linking back to /industries', () => {
    render(<IndustryNotFound />);
    expect(screen.getByRole('heading', { level: 1, name: 'Industry Not Found' })).toBeInTheDocument();
    expect(screen.getByText(/does not exist or may have been moved/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Industries' })).toHaveAttribute('href', '/industries');
  });
});
