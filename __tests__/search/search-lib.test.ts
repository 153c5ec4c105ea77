/** @jest-environment node */
import { excerptParts } from '@/lib/search/excerpt';
import { parseSection, searchHref, SEARCH_SECTIONS } from '@/lib/search/config';
import { unmatchedWord } from '@/lib/search/matched-words';
import { resultUrl } from '@/lib/search/result-url';
import { QUOTED_QUERY_CHARS, statusText, type SearchSummary } from '@/lib/search/status';

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

describe('statusText', () => {
  const done = (query: string, total: number, extra: Partial<Extract<SearchSummary, { status: 'done' }>> = {}): SearchSummary => ({
    query,
    section: null,
    status: 'done',
    total,
    shown: Math.min(total, 30),
    totalInAllSections: total,
    ...extra,
  });

  it('says what to do, that a search runs, or what it found for the query in the box', () => {
    expect(statusText('  ', null, null)).toBe('Type a word or two to search every page.');
    expect(statusText('quantum', null, null)).toBe('Searching\u2026');
    expect(statusText('quantum', null, done('quant', 3))).toBe('Searching\u2026');
    expect(statusText('quantum', 'Insights', done('quantum', 3))).toBe('Searching\u2026');
    expect(statusText('quantum', null, done('quantum', 1))).toBe('1 result for \u201cquantum\u201d');
    expect(statusText(' quantum ', null, done(' quantum ', 0))).toBe('No results for \u201cquantum\u201d');
    expect(statusText('consulting', null, done('consulting', 39))).toBe(
      '39 results for \u201cconsulting\u201d. The best 30 are shown: add a word to narrow the search.',
    );
    expect(statusText('q', null, { query: 'q', section: null, status: 'error' })).toMatch(/^Search could not load/);
  });

  it('points a section with nothing to the matches in the others', () => {
    const summary = done('privacy', 0, { section: 'Industries', totalInAllSections: 4 });
    expect(statusText('privacy', 'Industries', summary)).toBe('No results for \u201cprivacy\u201d in Industries; 4 in all sections.');
    expect(statusText('privacy', 'Legal', done('privacy', 3, { section: 'Legal', totalInAllSections: 4 }))).toBe(
      '3 results for \u201cprivacy\u201d in Legal',
    );
  });

  it('quotes a long query only as far as its first characters, on one line', () => {
    const query = 'supply chain\n'.repeat(77);
    const text = statusText(query, null, done(query, 17));
    const quote = /\u201c(.*)\u201d/.exec(text)?.[1] ?? '';
    expect(quote).toBe(`${'supply chain '.repeat(5).slice(0, QUOTED_QUERY_CHARS).trimEnd()}\u2026`);
    // Characters, not UTF-16 halves: an emoji is never cut in two.
    const emoji = '\u{1F50D}'.repeat(QUOTED_QUERY_CHARS + 5);
    expect(statusText(emoji, null, done(emoji, 0))).toBe(`No results for \u201c${'\u{1F50D}'.repeat(QUOTED_QUERY_CHARS)}\u2026\u201d`);
  });
});

describe('unmatchedWord', () => {
  const page =
    'To whom it may concern. A touring plan for manufacturing, and an e-mail to suppliers. What\u2019s your fee? Crypto-mining. The rest of it rests here. A digital plan, optimistic.';
  const at = (...words: string[]) => [{ content: page, locations: words.map((word) => page.split(' ').indexOf(word)) }];

  it('names a word Pagefind matched only through a word of one or two letters it starts with', () => {
    expect(unmatchedWord('tourism', at('To', 'to'))).toBe('tourism');
    expect(unmatchedWord('aardvark', at('A'))).toBe('aardvark');
    expect(unmatchedWord('manufacturing tourism', at('manufacturing,', 'to'))).toBe('tourism');
    // Three letters are enough to judge: "toy" found only through "to" is no match.
    expect(unmatchedWord('toy', at('To', 'to'))).toBe('toy');
  });

  it('names a word Pagefind matched only through a shorter word it starts with, or the words that one starts', () => {
    expect(unmatchedWord('restaurant', at('rest', 'rests'))).toBe('restaurant');
    expect(unmatchedWord('restaurants', at('rest'))).toBe('restaurants');
    expect(unmatchedWord('supplies', at('suppliers.'))).toBeNull();
    expect(unmatchedWord('suppliers', at('suppliers.'))).toBeNull();
    // Another word that shares its start: "optimistic" is no form of "optimisation".
    expect(unmatchedWord('optimisation', at('optimistic.'))).toBe('optimisation');
  });

  it('accepts a page word of five letters or more that the query word begins with whole: its stem', () => {
    expect(unmatchedWord('digitalization', at('digital'))).toBeNull();
    expect(unmatchedWord('digitalisation', at('digital'))).toBeNull();
  });

  it('accepts stems, extensions, typos and words too short to judge', () => {
    expect(unmatchedWord('tour', at('touring'))).toBeNull();
    expect(unmatchedWord('manufacturng', at('manufacturing,'))).toBeNull();
    expect(unmatchedWord('email supplier', at('e-mail', 'suppliers.'))).toBeNull();
    expect(unmatchedWord("what's your fee?", at('What\u2019s', 'your', 'fee?'))).toBeNull();
    expect(unmatchedWord('AI to', at('A', 'to'))).toBeNull();
    // Pagefind indexes a compound by its parts too.
    expect(unmatchedWord('mining', at('Crypto-mining.'))).toBeNull();
    // One result holding the word is enough, whichever ranks first ("aging" also matches "agency").
    expect(unmatchedWord('touring', [...at('To'), ...at('touring')])).toBeNull();
  });

  it('leaves a quoted phrase and a title-only match alone', () => {
    expect(unmatchedWord('"tourism plan"', at('to'))).toBeNull();
    expect(unmatchedWord('tourism', [{ content: page, locations: [] }])).toBeNull();
  });
});

describe('resultUrl', () => {
  // Words 0-2 are the title, 3 and 9 the two sections' headings.
  const content = 'Terms and Conditions. Fees. We bill monthly in arrears. Termination. Either side may end it.';
  const anchors = [
    { element: 'h1', id: 'terms-heading', location: 0 },
    { element: 'h2', id: 'fees', location: 3 },
    { element: 'div', id: 'card', location: 6 },
    { element: 'h2', id: 'term-and-termination', location: 9 },
  ];
  const place = (plain_excerpt: string, locations: number[]) => ({ url: '/legal/terms', content, plain_excerpt, locations, anchors });

  it('links to the heading above the first match the excerpt shows', () => {
    expect(resultUrl(place('arrears. Termination. Either side may end it.', [11]))).toBe('/legal/terms#term-and-termination');
    // The excerpt starts in one section and its first match is there, though another follows in the next.
    expect(resultUrl(place('bill monthly in arrears. Termination. Either', [6, 13]))).toBe('/legal/terms#fees');
  });

  it('links to the page itself when its title or opening has the words, for a title match, or an excerpt it cannot place', () => {
    expect(resultUrl(place('Terms and Conditions. Fees.', [1]))).toBe('/legal/terms');
    expect(resultUrl(place('arrears. Termination. Either side may end it.', [1, 11]))).toBe('/legal/terms');
    expect(resultUrl(place('Terms and Conditions.', []))).toBe('/legal/terms');
    expect(resultUrl(place('words the page does not have', [11]))).toBe('/legal/terms');
  });

  it('links to the page itself when the match is too far below its heading to show with it', () => {
    // 'Update.' at 1 is the heading; w0 to w399 stand at 2 to 401.
    const content = ['Title.', 'Update.', ...Array.from({ length: 400 }, (_, i) => `w${i}`), 'match', 'here.'].join(' ');
    const far = { url: '/insights/a', content, plain_excerpt: 'w399 match here.', locations: [402], anchors: [{ element: 'h2', id: 'update', location: 1 }] };
    expect(resultUrl(far)).toBe('/insights/a');
    expect(resultUrl({ ...far, plain_excerpt: 'w247 w248 w249', locations: [251] })).toBe('/insights/a#update');
  });
});
