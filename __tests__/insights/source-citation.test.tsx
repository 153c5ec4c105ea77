import { render } from '@testing-library/react';
import { ArticleSources } from '@/components/insights/article-sources';
import { allInsights } from '@/lib/content/insights';
import { insightsFeedXml } from '@/lib/insights-feed';
import { sourceCitation } from '@/lib/source-citation';
import { articleJsonLd } from '@/lib/structured-data';
import { absoluteUrl } from '@/lib/urls';

describe('sourceCitation', () => {
  it('ends the title with a full stop, so a title with commas of its own stays one part', () => {
    const citation = sourceCitation({
      title: 'FIPS 203, Module-Lattice-Based Key-Encapsulation Mechanism Standard',
      publisher: 'National Institute of Standards and Technology',
      date: '13 August 2024',
      url: 'https://csrc.nist.gov/pubs/fips/203/final',
    });
    expect(citation).toEqual({
      text: 'FIPS 203, Module-Lattice-Based Key-Encapsulation Mechanism Standard. National Institute of Standards and Technology, 13 August 2024.',
      title: 'FIPS 203, Module-Lattice-Based Key-Encapsulation Mechanism Standard',
      url: 'https://csrc.nist.gov/pubs/fips/203/final',
      afterTitle: '. National Institute of Standards and Technology, 13 August 2024.',
    });
  });

  it('leaves the url out for a source that has none', () => {
    expect(sourceCitation({ title: 'T', publisher: 'P', date: 'D' })).toEqual({ text: 'T. P, D.', title: 'T', url: undefined, afterTitle: '. P, D.' });
  });
});

// The page, the feed and the structured data each cite every source with the same words.
describe('every article cites its sources alike', () => {
  const feed = new DOMParser().parseFromString(insightsFeedXml(), 'application/xml');

  it.each(allInsights().map((insight) => [insight.slug, insight] as const))('%s', (_slug, insight) => {
    const expected = insight.sources.map((source) => sourceCitation(source).text);

    const { container } = render(<ArticleSources sources={insight.sources} />);
    expect(Array.from(container.querySelectorAll('li'), (li) => li.textContent)).toEqual(expected);

    const item = Array.from(feed.getElementsByTagName('item')).find(
      (candidate) => candidate.getElementsByTagName('link')[0]?.textContent === absoluteUrl(`/insights/${insight.slug}`),
    )!;
    const content = new DOMParser().parseFromString(item.getElementsByTagName('content:encoded')[0]!.textContent!, 'text/html');
    expect(Array.from(content.querySelectorAll('ol > li'), (li) => li.textContent)).toEqual(expected);

    expect(articleJsonLd(insight).citation).toEqual(expected);
  });
});
