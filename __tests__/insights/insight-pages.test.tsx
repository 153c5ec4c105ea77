import { render, screen, within } from '@testing-library/react';
import InsightPage, { generateMetadata, generateStaticParams } from '@/app/insights/[slug]/page';
import InsightNotFound from '@/app/insights/[slug]/not-found';
import InsightsPage, { metadata as insightsMetadata } from '@/app/insights/page';
import { InsightsSubscribe } from '@/components/insights/insights-subscribe';
import { allInsights, relatedInsightCards } from '@/lib/content/insights';
import { authorOf } from '@/lib/content/people';
import { getService } from '@/lib/content/services';
import { readingMinutes, splitParagraphs } from '@/lib/text';
import { absoluteUrl } from '@/lib/urls';
import { renderServerRenderedNotFound } from '../support/not-found';
import { UNKNOWN_SLUG } from '@/lib/unknown-slug.mjs';
import { siteConfig } from '@/content/site-config';
import { sectionTitled } from '../support/section-titled';

// The newsletter form's server action reaches the subscriber store; this page test only needs the form's markup.
jest.mock('@/lib/newsletter/action', () => ({ subscribeToNewsletter: jest.fn() }));

const FEED_URL = absoluteUrl('/insights/feed.xml');
const renderArticle = async (slug: string) => render(await InsightPage({ params: Promise.resolve({ slug }) }));

function jsonLd(container: HTMLElement): Record<string, unknown>[] {
  return Array.from(container.querySelectorAll('script[type="application/ld+json"]')).flatMap((script) => {
    const data = JSON.parse(script.textContent ?? 'null') as unknown;
    return (Array.isArray(data) ? data : [data]) as Record<string, unknown>[];
  });
}

describe('/insights', () => {
  it('has the heading and one linked card per article, with category, date label and reading time', () => {
    render(<InsightsPage />);
    expect(screen.getByRole('heading', { level: 1, name: '2025 Industry Insights' })).toBeInTheDocument();

    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(allInsights().length);
    allInsights().forEach((insight, index) => {
      const card = within(cards[index]!);
      expect(card.getByRole('link', { name: insight.title })).toHaveAttribute('href', `/insights/${insight.slug}`);
      expect(card.getByText(insight.excerpt)).toBeInTheDocument();
      expect(card.getByText(insight.category)).toBeInTheDocument();
      expect(card.getByText(insight.date)).toBeInTheDocument();
      expect(card.getByText(/\d+ min read/)).toBeInTheDocument();
      // The illustration is decorative on a card (the heading names the article), described on the article's page.
      expect(cards[index]!.querySelector('img')).toHaveAttribute('alt', '');
      expect(card.queryByRole('img')).toBeNull();
      // Category, date and reading time are read as three items, not one run-on phrase.
      expect(cards[index]!.querySelector('p')!.textContent).toMatch(new RegExp(`^${insight.category}, ${insight.date}, \\d+ min read$`));
    });
  });

  it('shows the subscribe box with the newsletter form the spec describes', () => {
    render(<InsightsPage />);
    const box = within(sectionTitled('Get Our Next Outlook by E-mail'));
    expect(box.getByPlaceholderText('Enter your email address')).toHaveAttribute('type', 'email');
    expect(box.getByRole('button', { name: 'Subscribe Now' })).toBeInTheDocument();
  });

  it('renders only heading and sentence when no form is passed in', () => {
    render(<InsightsSubscribe />);
    const box = sectionTitled('Get Our Next Outlook by E-mail');
    expect(within(box).queryByRole('textbox')).not.toBeInTheDocument();
    expect(box.querySelectorAll('p')).toHaveLength(1);
  });

  it("marks the first card's image to come inside the page (a phone's largest paint) and loads the others lazily", () => {
    render(<InsightsPage />);
    const images = screen.getAllByRole('listitem').flatMap((item) => Array.from(item.querySelectorAll('img')));
    expect(images).toHaveLength(allInsights().length);
    const [first, ...rest] = images;
    expect(first).toHaveAttribute('data-inline-artwork', '');
    expect(first).not.toHaveAttribute('loading', 'lazy');
    for (const image of rest) {
      expect(image.getAttribute('src')).toMatch(/\/images\/insights\/.+\.svg$/);
      expect(image).not.toHaveAttribute('data-inline-artwork');
      expect(image).toHaveAttribute('loading', 'lazy');
    }
  });

  it('advertises the RSS feed and a canonical URL in its metadata', () => {
    expect(insightsMetadata.alternates?.canonical).toBe(absoluteUrl('/insights'));
    expect(insightsMetadata.alternates?.types).toEqual({ 'application/rss+xml': [expect.objectContaining({ url: FEED_URL })] });
  });
});

describe('/insights/[slug]', () => {
  it('pre-renders exactly the six articles', () => {
    expect(generateStaticParams().map((p) => p.slug)).toEqual([...allInsights().map((insight) => insight.slug), UNKNOWN_SLUG]);
  });

  it.each(allInsights().map((insight) => [insight.slug, insight] as const))('%s shows the whole article', async (slug, insight) => {
    const { container } = await renderArticle(slug);

    expect(screen.getByRole('link', { name: /Back to Insights/ })).toHaveAttribute('href', '/insights');
    expect(screen.getByRole('heading', { level: 1, name: insight.title })).toBeInTheDocument();
    const byline = within(container.querySelector('article header') as HTMLElement);
    const author = authorOf(insight);
    expect(byline.getByRole('link', { name: author.name })).toHaveAttribute('href', `/about#person-${author.slug}`);
    expect(byline.getByText(`, ${author.role}`)).toBeInTheDocument();
    expect(byline.getByText(insight.date)).toBeInTheDocument();
    expect(byline.getByText(insight.category)).toBeInTheDocument();
    expect(byline.getByText(new RegExp(`${readingMinutes(insight.content)} min read`))).toBeInTheDocument();
    // By text as well as date: an article published and reviewed on one day has two <time>s with the same datetime.
    const timesOn = (iso: string) => [...container.querySelectorAll(`time[datetime="${iso}"]`)].map((time) => time.textContent);
    expect(timesOn(insight.publishedAt)).toContainEqual(expect.stringMatching(/^Published \w+ \d{1,2}, \d{4}$/));
    expect(timesOn(insight.reviewedAt)).toContainEqual(expect.stringMatching(/^Reviewed \w+ \d{1,2}, \d{4}$/));

    const sources = sectionTitled('Sources');
    expect(within(sources).getAllByRole('listitem')).toHaveLength(insight.sources.length);
    for (const source of insight.sources) expect(within(sources).getByText(source.title)).toBeInTheDocument();

    const update = screen.queryByRole('heading', { name: /^Update, / })?.closest('section') ?? null;
    if (insight.update) {
      // Each paragraph of the note its own <p>.
      const paragraphs = splitParagraphs(insight.update);
      expect(update!.querySelectorAll('p')).toHaveLength(paragraphs.length);
      for (const paragraph of paragraphs) expect(update).toHaveTextContent(paragraph.replace(/\s+/g, ' '));
    } else expect(update).toBeNull();
    // The note and the article's sections are its main content, not landmarks announced one by one.
    expect(screen.queryAllByRole('complementary')).toEqual([]);
    expect(screen.queryAllByRole('region')).toEqual([]);
    expect(screen.getByRole('img', { name: insight.imageAlt })).toBeInTheDocument();

    // Body split on blank lines: one <p> per paragraph, in order.
    const paragraphs = insight.content.split(/\n\s*\n/).map((p) => p.replace(/\s+/g, ' ').trim());
    const body = container.querySelector('.prose-body')!;
    expect(Array.from(body.querySelectorAll('p')).map((p) => p.textContent)).toEqual(paragraphs);

    const keyInsights = sectionTitled('Key Insights');
    expect(within(keyInsights).getAllByRole('listitem').map((li) => li.textContent)).toEqual(insight.keyPoints);

    const topics = sectionTitled('Related Topics');
    expect(within(topics).getAllByRole('listitem').map((li) => li.textContent)).toEqual(insight.relatedTopics);

    const services = sectionTitled('How We Can Help');
    for (const serviceSlug of insight.relatedServices) {
      expect(within(services).getByRole('link', { name: getService(serviceSlug)!.navLabel })).toHaveAttribute(
        'href',
        `/services/${serviceSlug}`,
      );
    }

    const stayAhead = sectionTitled('Stay Ahead of Industry Trends');
    expect(within(stayAhead).getByRole('link', { name: 'Subscribe to Updates (contact page)' })).toHaveAttribute('href', '/contact');

    const related = sectionTitled('Related Articles');
    const relatedLinks = within(related).getAllByRole('link');
    expect(relatedLinks.map((a) => a.getAttribute('href'))).toEqual(relatedInsightCards(slug).map((c) => `/insights/${c.slug}`));
    expect(relatedLinks).toHaveLength(3);
    expect(relatedLinks.map((a) => a.getAttribute('href'))).not.toContain(`/insights/${slug}`);

    const blocks = jsonLd(container);
    const article = blocks.find((block) => block['@type'] === 'Article');
    const breadcrumbs = blocks.find((block) => block['@type'] === 'BreadcrumbList');
    expect(article).toMatchObject({
      '@type': 'Article',
      headline: insight.title,
      author: { '@type': 'Person', '@id': absoluteUrl(`/about#person-${insight.authorSlug}`), name: authorOf(insight).name },
      articleSection: insight.category,
      image: [absoluteUrl(`/insights/${insight.slug}/opengraph-image`), absoluteUrl(insight.imageUrl)],
      datePublished: insight.publishedAt,
      dateModified: insight.modifiedAt,
      publisher: { '@type': 'Organization', name: siteConfig.name },
    });
    expect(breadcrumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Home' },
        { position: 2, name: 'Insights', item: absoluteUrl('/insights') },
        { position: 3, name: insight.title, item: absoluteUrl(`/insights/${slug}`) },
      ],
    });
  });

  it('keeps the article and its heading printable while hiding navigation and calls to action', async () => {
    const { container } = await renderArticle('vr-workplace-2025');
    const hidden = Array.from(container.querySelectorAll('.no-print'));
    expect(hidden.some((el) => el.contains(screen.getByRole('link', { name: /Back to Insights/ })))).toBe(true);
    expect(hidden.some((el) => el.contains(screen.getByRole('link', { name: 'Subscribe to Updates (contact page)' })))).toBe(true);
    expect(hidden.some((el) => el.contains(screen.getByRole('heading', { level: 1 })))).toBe(false);
    expect(hidden.some((el) => el.contains(sectionTitled('Key Insights')))).toBe(false);
  });

  it('has article metadata with the feed advertised', async () => {
    const insight = allInsights()[0]!;
    const metadata = await generateMetadata({ params: Promise.resolve({ slug: insight.slug }) });
    expect(metadata.title).toBe(insight.metaTitle ?? insight.title);
    expect(metadata.description).toBe(insight.metaDescription);
    expect(metadata.alternates?.canonical).toBe(absoluteUrl(`/insights/${insight.slug}`));
    expect(metadata.alternates?.types).toEqual({ 'application/rss+xml': [expect.objectContaining({ url: FEED_URL })] });
    expect(metadata.openGraph).toMatchObject({ type: 'article', publishedTime: insight.publishedAt, modifiedTime: insight.modifiedAt, authors: [authorOf(insight).name] });
  });

  it('renders Insight Not Found for an unknown slug and raises the 404', async () => {
    renderServerRenderedNotFound(await InsightPage({ params: Promise.resolve({ slug: 'no-such-article' }) }));
    expect(screen.getByRole('heading', { level: 1, name: 'Insight Not Found' })).toBeInTheDocument();
    const metadata = await generateMetadata({ params: Promise.resolve({ slug: 'no-such-article' }) });
    expect(metadata.title).toBe('Insight Not Found');
    // Next.js writes noindex into the 404 answer itself (e2e/unknown-paths.spec.ts counts one robots tag).
    expect(metadata.robots).toBeUndefined();
  });

  it('shows Insight Not Found with a way back to the listing', () => {
    render(<InsightNotFound />);
    expect(screen.getByRole('heading', { level: 1, name: 'Insight Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Insights' })).toHaveAttribute('href', '/insights');
  });
});
