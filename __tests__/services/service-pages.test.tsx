import { render, screen, within } from '@testing-library/react';
import ServicePage, { generateMetadata, generateStaticParams } from '@/app/services/[slug]/page';
import ServiceNotFound from '@/app/services/[slug]/not-found';
import { getIndustry } from '@/lib/content/industries';
import { allServices } from '@/lib/content/services';
import { renderServerRenderedNotFound } from '../support/not-found';
import { SPEC_SERVICE_SLUGS } from '@/e2e/support/spec-constants';
import { UNKNOWN_SLUG } from '@/lib/unknown-slug.mjs';
import { sectionTitled } from '../support/section-titled';

const params = (slug: string) => ({ params: Promise.resolve({ slug }) });
const renderService = async (slug: string) => render(await ServicePage(params(slug)));

function jsonLdTypes(container: HTMLElement): string[] {
  return [...container.querySelectorAll('script[type="application/ld+json"]')].flatMap((script) => {
    const data: unknown = JSON.parse(script.textContent ?? '');
    return (Array.isArray(data) ? data : [data]).map((item: { '@type': string }) => item['@type']);
  });
}

describe('service detail pages', () => {
  it('prerenders exactly the six service slugs from the spec', () => {
    expect(generateStaticParams()).toEqual([...SPEC_SERVICE_SLUGS, UNKNOWN_SLUG].map((slug) => ({ slug })));
  });

  describe.each(allServices().map((service) => [service.slug, service] as const))('/services/%s', (slug, service) => {
    it('shows back link, title, description, body, benefits, image and results', async () => {
      const { container } = await renderService(slug);

      expect(screen.getByRole('link', { name: /Back to Services/ })).toHaveAttribute('href', '/services');
      expect(screen.getByRole('heading', { level: 1, name: service.title })).toBeInTheDocument();
      expect(screen.getByText(service.description)).toBeInTheDocument();
      expect(container.querySelector('header svg[aria-hidden="true"]')).not.toBeNull();

      const transform = sectionTitled('Transform Your Business');
      expect(within(transform).getAllByRole('paragraph').length).toBeGreaterThanOrEqual(2);

      const benefits = sectionTitled('Key Benefits');
      expect(within(benefits).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
        service.benefits.map((b) => b.title),
      );
      for (const benefit of service.benefits) expect(within(benefits).getByText(benefit.description)).toBeInTheDocument();

      expect(screen.getByAltText(`${service.title} consulting`)).toBeInTheDocument();

      const results = sectionTitled('Proven Results');
      expect(within(results).getAllByRole('listitem').map((li) => li.textContent)).toEqual(service.results);
    });

    it('has no landmarks of its own: Key Benefits and every other section are main content, found by their headings', async () => {
      await renderService(slug);
      expect(screen.queryAllByRole('complementary')).toEqual([]);
      expect(screen.queryAllByRole('region')).toEqual([]);
      expect(sectionTitled('Key Benefits')).toContainElement(screen.getByRole('heading', { level: 3, name: service.benefits[0]!.title }));
    });

    it('puts its image beside the Proven Results section, not inside it ahead of the heading', async () => {
      await renderService(slug);
      const image = screen.getByAltText(`${service.title} consulting`);
      const results = screen.getByRole('heading', { level: 2, name: 'Proven Results' }).closest('section');
      expect(results).not.toContainElement(image);
      expect(results?.parentElement).toContainElement(image);
    });

    it('links to its related industries by name', async () => {
      await renderService(slug);
      const related = sectionTitled('Industries We Serve');
      const links = within(related).getAllByRole('link');
      expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual(
        service.relatedIndustries.map((industrySlug) => [getIndustry(industrySlug)!.name, `/industries/${industrySlug}`]),
      );
    });

    it('ends with a Schedule a Consultation call to action to /contact', async () => {
      const { container } = await renderService(slug);
      const lastLink = [...container.querySelectorAll('a')].at(-1)!;
      expect(lastLink).toHaveTextContent('Schedule a Consultation');
      expect(lastLink).toHaveAttribute('href', '/contact');
    });

    it('renders Service and BreadcrumbList structured data', async () => {
      const { container } = await renderService(slug);
      expect(jsonLdTypes(container).sort()).toEqual(['BreadcrumbList', 'Service']);
    });

    it('sets title, description and canonical URL', async () => {
      const metadata = await generateMetadata(params(slug));
      expect(metadata.title).toBe(service.title);
      expect(metadata.description).toBe(service.metaDescription);
      expect(String(metadata.alternates?.canonical)).toMatch(new RegExp(`/services/${slug}$`));
    });
  });

  it('shows the AI portfolio grid of six cards with Key Features only on ai-solutions', async () => {
    const ai = allServices().find((s) => s.slug === 'ai-solutions')!;
    const { unmount } = await renderService('ai-solutions');
    const grid = sectionTitled('Our AI Solutions Portfolio');
    expect(within(grid).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      ai.aiServices!.map((offering) => offering.title),
    );
    expect(within(grid).getAllByText('Key Features:')).toHaveLength(6);
    expect(within(grid).getAllByRole('article')[0]!.querySelector('svg')).not.toBeNull();
    unmount();

    for (const slug of SPEC_SERVICE_SLUGS.filter((s) => s !== 'ai-solutions')) {
      const view = await renderService(slug);
      expect(screen.queryByRole('heading', { name: 'Our AI Solutions Portfolio' })).toBeNull();
      expect(screen.queryByText('Key Features:')).toBeNull();
      view.unmount();
    }
  });

  it('renders Service Not Found for an unknown slug and raises the 404', async () => {
    renderServerRenderedNotFound(await ServicePage(params('nope')));
    expect(screen.getByRole('heading', { level: 1, name: 'Service Not Found' })).toBeInTheDocument();
    const metadata = await generateMetadata(params('nope'));
    expect(metadata.title).toBe('Service Not Found');
  });

  it('has a not-found view linking back to /services', () => {
    render(<ServiceNotFound />);
    expect(screen.getByRole('heading', { level: 1, name: 'Service Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Services' })).toHaveAttribute('href', '/services');
  });
});
