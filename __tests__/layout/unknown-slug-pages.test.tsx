import { screen, within } from '@testing-library/react';
import IndustryPage, { generateMetadata as industryMetadata } from '@/app/industries/[slug]/page';
import InsightPage, { generateMetadata as insightMetadata } from '@/app/insights/[slug]/page';
import LegalPage, { generateMetadata as legalMetadata } from '@/app/legal/[slug]/page';
import ServicePage, { generateMetadata as serviceMetadata } from '@/app/services/[slug]/page';
import { UNKNOWN_SLUG } from '@/lib/unknown-slug.mjs';
import { renderServerRenderedNotFound } from '../support/not-found';

const params = { params: Promise.resolve({ slug: UNKNOWN_SLUG }) };

// Every unknown slug of a section is served this prerendered page (lib/security/unknown-slugs.mjs).
describe.each([
  ['Services', ServicePage, serviceMetadata, 'Service Not Found'],
  ['Industries', IndustryPage, industryMetadata, 'Industry Not Found'],
  ['Insights', InsightPage, insightMetadata, 'Insight Not Found'],
  ['Legal', LegalPage, legalMetadata, 'Page Not Found'],
] as const)('the reserved slug under %s', (section, Page, metadata, heading) => {
  it('renders the section view, raises the 404 and is never indexed', async () => {
    renderServerRenderedNotFound(await Page(params));
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect((await metadata(params)).robots).toEqual({ index: false });
  });

  it('ends its breadcrumb trail at the section, since it stands for any slug', async () => {
    renderServerRenderedNotFound(await Page(params));
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByText(section)).toHaveAttribute('aria-current', 'page');
    expect(trail).not.toHaveTextContent(UNKNOWN_SLUG);
  });
});
