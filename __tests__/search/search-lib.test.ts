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

  it('marks the matched word, not the punctuation Pagefind takes with it', () => {
    expect(excerptParts('ask <mark>suppliers,</mark> then <mark>(Scope</mark> 3) and <mark>\u201cgovernance.\u201d</mark> <mark>...</mark>')).toEqual([
      { text: 'ask ', marked: false },
      { text: 'suppliers', marked: true },
      { text: ', then (', marked: false },
      { text: 'Scope', marked: true },
      { text: ' 3) and \u201c', marked: false },
      { text: 'governance', marked: true },
      { text: '.\u201d ...', marked: false },
    ]);
  });

  it('shows an ellipsis where the excerpt cuts into the page\'s text, and none at its start or end', () => {
    const page = 'Insights by Topic. Every subject our articles cover. Each topic page gathers the articles on it.';
    const text = (excerpt: string) => excerptParts(excerpt, page).map((part) => part.text).join('');
    expect(text('Insights by <mark>Topic.</mark> Every subject')).toBe('Insights by Topic. Every subject \u2026');
    expect(text('our articles cover. Each <mark>topic</mark> page')).toBe('\u2026 our articles cover. Each topic page \u2026');
    expect(text('Each <mark>topic</mark> page gathers the articles on it.')).toBe('\u2026 Each topic page gathers the articles on it.');
    expect(text(page)).toBe(page);
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
