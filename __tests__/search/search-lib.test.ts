/** @jest-environment node */
import { excerptParts } from '@/lib/search/excerpt';
import { parseSection, searchHref, SEARCH_SECTIONS } from '@/lib/search/config';

describe('excerptParts', () => {
  it('splits Pagefind\'s excerpt into plain and marked runs, decoding entities', () => {
    expect(excerptParts('Our team in <mark>Casper</mark>, Wyoming &amp; abroad &lt;b&gt; &#39;x&#39;')).toEqual([
      { text: 'Our team in ', marked: false },
      { text: 'Casper', marked: true },
      { text: ", Wyoming & abroad <b> 'x'", marked: false },
    ]);
  });

  it('never passes markup through: other tags are dropped, so nothing needs innerHTML', () => {
    expect(excerptParts('<img src=x onerror=alert(1)><mark>a</mark><script>b</script>')).toEqual([
      { text: 'a', marked: true },
      { text: 'b', marked: false },
    ]);
  });
});

describe('search URLs', () => {
  it('keep the query and section, leaving empty parts out', () => {
    expect(searchHref('supply chain', null)).toBe('/search?q=supply+chain');
    expect(searchHref('quantum', 'Insights')).toBe('/search?q=quantum&section=Insights');
    expect(searchHref('  ', 'Legal')).toBe('/search?section=Legal');
    expect(searchHref('', null)).toBe('/search');
  });

  it('accept only the five sections', () => {
    expect(SEARCH_SECTIONS).toEqual(['Services', 'Industries', 'Insights', 'About', 'Legal']);
    expect(parseSection('Legal')).toBe('Legal');
    expect(parseSection('legal')).toBeNull();
    expect(parseSection(null)).toBeNull();
  });
});
