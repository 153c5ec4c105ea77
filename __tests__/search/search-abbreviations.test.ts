/** @jest-environment node */
import { abbreviationsOf, withAbbreviations } from '../../scripts/build/search-abbreviations.mjs';

describe("the search index's abbreviations", () => {
  it("give M&A to the pages whose own content speaks of mergers or acquisitions of businesses, and to no other", async () => {
    const withMa = [];
    for (const url of [
      '/industries/banking-financial-services',
      '/industries/media-entertainment',
      '/industries/education',
      '/industries/telecommunications',
      // "acquisition cost", "acquisition rules": a customer's and a contract's.
      '/services/marketing-growth-strategy',
      '/industries/aerospace-defense',
      '/industries/restaurants',
      '/industries',
      '/about',
    ]) {
      if ((await abbreviationsOf(url, process.cwd())).includes('M&A')) withMa.push(url);
    }
    expect(withMa).toEqual([
      '/industries/banking-financial-services',
      '/industries/media-entertainment',
      '/industries/education',
      '/industries/telecommunications',
    ]);
  });

  it('give ESG to the pages whose own content speaks of emissions data, not to a college\'s financial sustainability', async () => {
    const withEsg = [];
    for (const url of ['/insights/sustainable-business-2025', '/industries/manufacturing', '/industries/education', '/industries/energy-utilities', '/services/strategy-consulting']) {
      if ((await abbreviationsOf(url, process.cwd())).includes('ESG')) withEsg.push(url);
    }
    expect(withEsg).toEqual(['/insights/sustainable-business-2025', '/industries/manufacturing']);
  });

  it('write them as Pagefind metadata at the start of the indexed part, escaped, and leave other pages as they are', () => {
    const html = '<main><div data-pagefind-body="" data-pagefind-filter="section:Industries"><h1>Banking</h1></div></main>';
    expect(withAbbreviations(html, ['M&A'])).toBe(
      '<main><div data-pagefind-body="" data-pagefind-filter="section:Industries"><span hidden data-pagefind-meta="terms:M&amp;A"></span><h1>Banking</h1></div></main>',
    );
    expect(withAbbreviations(html, [])).toBe(html);
  });
});
