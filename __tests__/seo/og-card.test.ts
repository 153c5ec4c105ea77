/** @jest-environment node */
import { siteConfig } from '@/content/site-config';
import { pageMetadata } from '@/lib/metadata';
import { CARD_SIZE, cardAlt, cardPath } from '@/lib/og-card';

const FIRM = siteConfig.name;

describe("cardAlt: the alt text of a page's link-preview card", () => {
  it('says what the card draws: its section, its headline, then the firm', () => {
    expect(cardAlt('/services/ai-solutions')).toBe(`Services: AI Solutions | ${FIRM}`);
    expect(cardAlt('/industries/agriculture')).toBe(`Industries: Agriculture Consulting | ${FIRM}`);
    expect(cardAlt('/contact')).toBe(`Contact: Get in Touch | ${FIRM}`);
  });

  it('gives an article its category, as its card does', () => {
    expect(cardAlt('/insights/ai-decision-making-2025')).toMatch(new RegExp(`^Insights · [^:]+: .+ \\| ${FIRM}$`));
  });

  it('refuses a path that has no card, rather than describe another', () => {
    expect(() => cardAlt('/services/no-such-service')).toThrow(/not in siteRoutes/);
  });
});

describe('cardPath', () => {
  it("points at the address Next serves opengraph-image.tsx at, the home page's at the root", () => {
    expect(cardPath('/')).toBe('/opengraph-image');
    expect(cardPath('/legal/privacy-policy')).toBe('/legal/privacy-policy/opengraph-image');
    expect(CARD_SIZE).toEqual({ width: 1200, height: 630 });
  });
});

describe("pageMetadata's ownCard", () => {
  const input = { title: 'AI Solutions', description: 'Practical AI.', path: '/services/ai-solutions' };

  it("names the page's own card, its size and its alt text, keeping the rest of the metadata", () => {
    const base = pageMetadata(input);
    const metadata = pageMetadata({ ...input, ownCard: true });
    expect(metadata.openGraph).toEqual({
      ...base.openGraph,
      images: [
        { url: '/services/ai-solutions/opengraph-image', width: 1200, height: 630, type: 'image/png', alt: `Services: AI Solutions | ${FIRM}` },
      ],
    });
    // Twitter inherits Open Graph's images (and their alt) when it names none.
    expect(metadata.twitter).toEqual(base.twitter);
    expect(metadata.alternates).toEqual(base.alternates);
  });

  it("leaves a page without it the card of the nearest opengraph-image.tsx, Next's file convention", () => {
    expect(pageMetadata(input).openGraph).not.toHaveProperty('images');
  });
});
