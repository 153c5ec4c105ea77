import { allInsights } from '@/lib/content/insights';
import { authorOf } from '@/lib/content/people';
import { feedAlternateTypes, INSIGHTS_FEED_PATH, insightsFeedXml } from '@/lib/insights-feed';
import { absoluteUrl } from '@/lib/urls';
import { updateHeading } from '@/lib/article-dates';
import { splitParagraphs } from '@/lib/text';
import { siteConfig } from '@/content/site-config';

// jsdom's DOMParser is a real XML parser: malformed output yields a <parsererror> document.
function parseFeed(): Document {
  return new DOMParser().parseFromString(insightsFeedXml(), 'application/xml');
}

const text = (parent: Element, tag: string) => parent.getElementsByTagName(tag)[0]?.textContent ?? null;

describe('insightsFeedXml', () => {
  it('is well-formed RSS 2.0 describing the insights page', () => {
    const doc = parseFeed();
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.documentElement.tagName).toBe('rss');
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    const channel = doc.getElementsByTagName('channel')[0]!;
    expect(text(channel, 'title')).toBe(`${siteConfig.name}: 2025 Industry Insights`);
    expect(text(channel, 'link')).toBe(absoluteUrl('/insights'));
    expect(text(channel, 'description')).toMatch(/\S/);
  });

  it('has one complete item per article, newest first, with its published and modified dates', () => {
    const items = Array.from(parseFeed().getElementsByTagName('item'));
    expect(items).toHaveLength(allInsights().length);

    const expected = [...allInsights()].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
    items.forEach((item, index) => {
      const insight = expected[index]!;
      expect(text(item, 'title')).toBe(insight.title);
      expect(text(item, 'link')).toBe(absoluteUrl(`/insights/${insight.slug}`));
      expect(text(item, 'description')).toBe(insight.excerpt);
      expect(text(item, 'author')).toBe(`${siteConfig.email} (${authorOf(insight).name})`);
      expect(text(item, 'category')).toBe(insight.category);
      expect(text(item, 'pubDate')).toBe(new Date(`${insight.publishedAt}T12:00:00Z`).toUTCString());
      expect(text(item, 'atom:updated')).toBe(`${insight.modifiedAt}T12:00:00.000Z`);
      const content = text(item, 'content:encoded')!;
      expect(content).toContain('<h2>Key Insights</h2>');
      expect(content.match(/<p>/g)!.length).toBeGreaterThanOrEqual(8);
    });
  });

  // The body says "the update above says where it led": a feed without the note sent readers to nothing, with facts
  // the note corrects.
  it('carries each article as the page shows it: the update note first, then the body, the key insights and the sources', () => {
    const items = Array.from(parseFeed().getElementsByTagName('item'));
    const withUpdate = allInsights().filter((insight) => insight.update);
    expect(withUpdate.length).toBeGreaterThan(0);
    for (const insight of allInsights()) {
      const item = items.find((candidate) => text(candidate, 'link') === absoluteUrl(`/insights/${insight.slug}`))!;
      const content = new DOMParser().parseFromString(`<div>${text(item, 'content:encoded')}</div>`, 'text/html').body;
      const headings = Array.from(content.querySelectorAll('h2'), (heading) => heading.textContent);
      const firstParagraph = content.querySelector('p')!.textContent;
      if (insight.update) {
        expect(headings[0]).toBe(updateHeading(insight.modifiedAt));
        expect(firstParagraph).toBe(splitParagraphs(insight.update)[0]);
      } else {
        expect(headings.some((heading) => heading?.startsWith('Update,'))).toBe(false);
      }
      expect(headings.slice(-2)).toEqual(['Key Insights', 'Sources']);
      expect(Array.from(content.querySelectorAll('h2 + ul > li'), (point) => point.textContent)).toEqual(insight.keyPoints);
      const cited = Array.from(content.querySelectorAll('ol > li cite'), (cite) => cite.textContent);
      expect(cited).toEqual(insight.sources.map((source) => source.title));
      for (const source of insight.sources.filter((candidate) => candidate.url)) {
        expect(content.querySelector(`a[href="${source.url}"]`)?.textContent).toBe(source.title);
      }
    }
  });

  it("carries a key point's <, > and & as text, never as markup", () => {
    const insight = { ...allInsights()[0]!, keyPoints: ['Cost < revenue & <b>margin</b> > 0'] };
    const xml = insightsFeedXml({ title: 'T', description: 'D', pagePath: '/insights', feedPath: INSIGHTS_FEED_PATH, insights: [insight] });
    const item = new DOMParser().parseFromString(xml, 'application/xml').getElementsByTagName('item')[0]!;
    const content = new DOMParser().parseFromString(`<div>${text(item, 'content:encoded')}</div>`, 'text/html').body;
    expect(Array.from(content.querySelectorAll('h2 + ul > li'), (point) => point.textContent)).toEqual(insight.keyPoints);
    expect(content.querySelector('li b')).toBeNull();
  });

  it('gives each date as an instant that a reader in Casper, Honolulu, London or Tokyo sees on the day the page shows', () => {
    const channel = parseFeed().getElementsByTagName('channel')[0]!;
    const items = Array.from(channel.getElementsByTagName('item'));
    const newestChange = allInsights().map((insight) => insight.modifiedAt).sort().at(-1);
    const dated = [
      ...items.map((item) => {
        const insight = allInsights().find((candidate) => absoluteUrl(`/insights/${candidate.slug}`) === text(item, 'link'))!;
        return [
          [text(item, 'pubDate')!, insight.publishedAt],
          [text(item, 'atom:updated')!, insight.modifiedAt],
        ];
      }),
      [[text(channel, 'lastBuildDate')!, newestChange]],
    ].flat();
    for (const timeZone of ['America/Denver', 'Pacific/Honolulu', 'Europe/London', 'Asia/Tokyo']) {
      // en-CA writes a day as YYYY-MM-DD.
      const day = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
      for (const [instant, isoDate] of dated) expect([timeZone, day.format(new Date(instant!))]).toEqual([timeZone, isoDate]);
    }
  });

  it('is advertised with the feed URL under application/rss+xml', () => {
    expect(feedAlternateTypes()['application/rss+xml'][0]!.url).toBe(absoluteUrl(INSIGHTS_FEED_PATH));
  });
});
