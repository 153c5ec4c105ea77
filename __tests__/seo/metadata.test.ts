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

  it('gives Open Graph and Twitter the page title, the firm name and the generated 1200×630 image', () => {
    const image = { url: `${siteConfig.url}/og/services/ai-solutions.png`, width: 1200, height: 630 };
    expect(metadata.openGraph).toMatchObject({
      type: 'website',
      url: `${siteConfig.url}/services/ai-solutions`,
      title: 'AI Solutions | Platte River Consulting',
      siteName: 'Platte River Consulting',
      images: [expect.objectContaining(image)],
    });
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', images: [expect.objectContaining(image)] });
  });

  it('leaves keywords out when a page has none, and names articles as such', () => {
    const article = pageMetadata({ title: 'A', description: 'B', path: '/insights/x', type: 'article' });
    expect(article.keywords).toBeUndefined();
    expect(article.openGraph).toMatchObject({ type: 'article' });
  });

  it('gives the home page /og/home.png', () => {
    const home = pageMetadata({ title: 'Home', description: 'x', path: '/' });
    expect(home.alternates?.canonical).toBe(`${siteConfig.url}/`);
    expect(home.openGraph?.images).toEqual([expect.objectContaining({ url: `${siteConfig.url}/og/home.png` })]);
  });
});
