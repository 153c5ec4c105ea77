import { screen, within } from '@testing-library/react';
import IndustryPage, { generateMetadata as industryMetadata } from '@/app/industries/[slug]/page';
import InsightPage, { generateMetadata as insightMetadata } from '@/app/insights/[slug]/page';
import LegalPage, { generateMetadata as legalMetadata } from '@/app/legal/[slug]/page';
import ServicePage, { generateMetadata as serviceMetadata } from '@/app/services/[slug]/page';
import TopicPage, { generateMetadata as topicMetadata, generateStaticParams as topicParams } from '@/app/insights/topics/[topic]/page';
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
  it('renders the section view and raises the 404, which Next.js marks noindex itself', async () => {
    renderServerRenderedNotFound(await Page(params));
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    // One robots tag on the 404, Next's own (e2e/unknown-paths.spec.ts counts them).
    expect((await metadata(params)).robots).toBeUndefined();
  });

  it('leads its breadcrumb to the section and leaves the crumb after it to come, since it stands for any slug', async () => {
    renderServerRenderedNotFound(await Page(params));
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: section })).toHaveAttribute('href', `/${section.toLowerCase()}`);
    // The crumb to come holds a <noscript> crumb for readers without JavaScript (lib/no-script-trail.ts).
    expect(trail.querySelector('li:last-child noscript')).not.toBeNull();
    expect(trail).not.toHaveTextContent(UNKNOWN_SLUG);
  });
});

describe('the reserved slug under Insights › Topics', () => {
  const topicParamsOfReserved = { params: Promise.resolve({ topic: UNKNOWN_SLUG }) };

  it('is prerendered with the topics, and renders Topic Not Found with the section trail', async () => {
    expect(topicParams()).toContainEqual({ topic: UNKNOWN_SLUG });
    renderServerRenderedNotFound(await TopicPage(topicParamsOfReserved));
    expect(screen.getByRole('heading', { level: 1, name: 'Topic Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Topics' })).toHaveAttribute('href', '/insights/topics');
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Insights' })).toHaveAttribute('href', '/insights');
    expect(trail).not.toHaveTextContent(UNKNOWN_SLUG);
    expect((await topicMetadata(topicParamsOfReserved)).robots).toBeUndefined();
  });
});

// Any slug the build did not prerender (a known one in other capitals too) must never be rendered and stored on demand.
it.each([
  ['services', () => import('@/app/services/[slug]/page')],
  ['industries', () => import('@/app/industries/[slug]/page')],
  ['insights', () => import('@/app/insights/[slug]/page')],
  ['insights/topics', () => import('@/app/insights/topics/[topic]/page')],
  ['legal', () => import('@/app/legal/[slug]/page')],
])('/%s/[param] renders only the params it prerendered (dynamicParams = false)', async (_, load) => {
  expect((await load()).dynamicParams).toBe(false);
});

