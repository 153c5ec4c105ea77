/** @jest-environment node */
import { siteConfig } from '@/content/site-config';
import { pageMetadata } from '@/lib/metadata';

describe('pageMetadata', () => {
  const metadata = pageMetadata({
    title: 'AI Solutions',
    description: 'Practical AI for mid-sized firms.',
    path: '/services/ai-solutions',
    keywords: ['AI consulting'],
  });

  it('sets title, description and keywords', () => {
    expect(metadata.title).toBe('AI Solutions');
    expect(metadata.description).toBe('Practical AI for mid-sized firms.');
    expect(metadata.keywords).toEqual(['AI consulting']);
  });

  it('points the canonical URL at the production site', () => {
    expect(metadata.alternates?.canonical).toBe(`${siteConfig.url}/services/ai-solutions`);
  });

  it('gives Open Graph and Twitter the page title and the firm name, leaving the image to opengraph-image.tsx', () => {
    expect(metadata.openGraph).toMatchObject({
      type: 'website',
      url: `${siteConfig.url}/services/ai-solutions`,
      title: `AI Solutions | ${siteConfig.name}`,
      siteName: siteConfig.name,
    });
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', title: `AI Solutions | ${siteConfig.name}`, site: '@platterivercg' });
    // The card comes from the nearest opengraph-image.tsx; Next fills in og:image and twitter:image.
    expect(metadata.openGraph).not.toHaveProperty('images');
    expect(metadata.twitter).not.toHaveProperty('images');
  });

  it('leaves keywords out when a page has none, and names articles as such', () => {
    const article = pageMetadata({ title: 'A', description: 'B', path: '/insights/x', type: 'article' });
    expect(article.keywords).toBeUndefined();
    expect(article.openGraph).toMatchObject({ type: 'article' });
  });

  it('gives a page with a whole title of its own the same title in its link previews', async () => {
    const { metadata: home } = await import('@/app/page');
    const title = `${siteConfig.name} | Business Consulting in Casper, Wyoming`;
    expect(home.title).toEqual({ absolute: title });
    expect(home.openGraph).toMatchObject({ title });
    expect(home.twitter).toMatchObject({ title });
  });

  it("gives an article with a shorter metaTitle that title in the tab and search results, and its whole headline in link previews", async () => {
    const { generateMetadata } = await import('@/app/insights/[slug]/page');
    const { getInsight } = await import('@/lib/content/insights');
    const insight = getInsight('vr-workplace-2025')!;
    expect(insight.metaTitle).toBeDefined();
    const metadata = await generateMetadata({ params: Promise.resolve({ slug: insight.slug }) });
    expect(metadata.title).toBe(insight.metaTitle);
    expect(metadata.openGraph).toMatchObject({ title: insight.title });
    expect(metadata.twitter).toMatchObject({ title: insight.title });
  });

  it('gives the home page its canonical URL', () => {
    const home = pageMetadata({ title: 'Home', description: 'x', path: '/' });
    expect(home.alternates?.canonical).toBe(siteConfig.url);
  });
});
