import { render, screen, within } from '@testing-library/react';
import LegalPage, { generateMetadata, generateStaticParams } from '@/app/legal/[slug]/page';
import LegalIndexPage from '@/app/legal/page';
import { allLegalDocuments } from '@/lib/content/legal';
import { absoluteUrl } from '@/lib/urls';
import { renderServerRenderedNotFound } from '../support/not-found';
import { UNKNOWN_SLUG } from '@/lib/unknown-slug.mjs';

const SLUGS = ['terms-of-service', 'privacy-policy', 'terms-conditions'];
const STAMP = 'Last Updated: January 15, 2025 | Version 2.1';

const renderLegal = async (slug: string) => render(await LegalPage({ params: Promise.resolve({ slug }) }));

async function pageText(slug: string): Promise<string> {
  const { container, unmount } = await renderLegal(slug);
  const text = (container.textContent ?? '').replace(/\s+/g, ' ');
  unmount();
  return text;
}

describe('/legal/[slug]', () => {
  it('pre-renders the three documents', () => {
    expect(generateStaticParams().map((p) => p.slug)).toEqual([...SLUGS, UNKNOWN_SLUG]);
  });

  it.each(SLUGS)('%s shows title, version line, back link, sections and cross-links', async (slug) => {
    const legalDocument = allLegalDocuments().find((d) => d.slug === slug)!;
    const { container } = await renderLegal(slug);

    expect(screen.getByRole('heading', { level: 1, name: legalDocument.title })).toBeInTheDocument();
    expect(screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === STAMP)).toBeInTheDocument();
    // The machine-readable date is the same day the words give.
    expect(container.querySelector('time')).toHaveAttribute('dateTime', '2025-01-15');
    expect(screen.getByRole('link', { name: /Back to Home/ })).toHaveAttribute('href', '/');

    // The body is one element of build-time HTML; each section heading is linked from the contents by its id.
    const contents = within(screen.getByRole('navigation', { name: 'On this page' }));
    const body = container.querySelector('.legal-body')!;
    const headings = Array.from(body.querySelectorAll('h2'));
    expect(headings.map((h) => h.textContent)).toEqual(legalDocument.sections.map((section) => section.heading));
    for (const heading of headings) {
      expect(contents.getByRole('link', { name: heading.textContent! })).toHaveAttribute('href', `#${heading.id}`);
    }
    const paragraphs = Array.from(body.querySelectorAll('p')).map((p) => p.textContent);
    expect(paragraphs).toEqual(legalDocument.sections.flatMap((section) => section.paragraphs));

    const crossLinks = within(screen.getByRole('navigation', { name: 'Other Legal Documents' })).getAllByRole('link');
    expect(crossLinks.map((a) => a.getAttribute('href'))).toEqual(SLUGS.filter((s) => s !== slug).map((s) => `/legal/${s}`));

    const hidden = Array.from(container.querySelectorAll('.no-print'));
    expect(hidden.some((el) => el.contains(screen.getByRole('link', { name: /Back to Home/ })))).toBe(true);
    expect(hidden.some((el) => el.contains(screen.getByRole('heading', { level: 1 })))).toBe(false);

    const breadcrumbs = JSON.parse(container.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(breadcrumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual(['Home', 'Legal', legalDocument.title]);

    const metadata = await generateMetadata({ params: Promise.resolve({ slug }) });
    expect(metadata.title).toBe(legalDocument.title);
    expect(metadata.description).toBe(legalDocument.metaDescription);
    expect(metadata.alternates?.canonical).toBe(absoluteUrl(`/legal/${slug}`));
  });

  it('states every figure of spec section 9', async () => {
    const privacy = await pageText('privacy-policy');
    const terms = await pageText('terms-conditions');
    const all = [privacy, terms, await pageText('terms-of-service')];

    expect(privacy).toMatch(/within 30 days/);
    expect(terms).toMatch(/50% of the project fee is due at agreement execution/);
    expect(terms).toMatch(/milestone payments/);
    expect(terms).toMatch(/balance is due at project completion/);
    expect(terms).toMatch(/Monthly retainers are due on the first business day of each month/);
    expect(terms).toMatch(/three fee models: project-based, time and materials, and retainer/);
    expect(terms).toMatch(/capped at the fees .{0,60}preceding 12 months/);

    const steps = ['Initial consultation', 'Proposal', 'Agreement execution', 'Service delivery', 'Project completion'];
    const positions = steps.map((step, index) => terms.indexOf(`${index + 1}. ${step}.`));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);

    for (const text of all) {
      expect(text).toContain('Version 2.1');
      expect(text).toContain('January 15, 2025');
    }
  });

  it('leaves an unknown document to the site-wide 404', async () => {
    renderServerRenderedNotFound(await LegalPage({ params: Promise.resolve({ slug: 'cookie-policy' }) }));
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });
});

describe('/legal', () => {
  it('lists the three documents with the version line', () => {
    render(<LegalIndexPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Legal Documents' })).toBeInTheDocument();
    expect(screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === STAMP)).toBeInTheDocument();
    const documentLinks = screen.getAllByRole('link').filter((a) => !a.closest('nav[aria-label="Breadcrumb"]'));
    expect(documentLinks.map((a) => a.getAttribute('href'))).toEqual(SLUGS.map((s) => `/legal/${s}`));
  });
});
