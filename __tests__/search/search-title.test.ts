/** @jest-environment jsdom */
import { TITLE_TAG_MAX } from '@/lib/content/lengths';
import { titleTag } from '@/lib/title-tag';
import { holdTitle, searchTitle, SEARCH_TITLE } from '@/lib/search/title';

const rule = { suffix: titleTag(''), max: TITLE_TAG_MAX };

describe('searchTitle', () => {
  it("is the page's own title for an empty box, as its metadata gives it", () => {
    expect(searchTitle('', rule)).toBe(titleTag(SEARCH_TITLE));
    expect(searchTitle('   ', rule)).toBe(titleTag('Search'));
  });

  it('says what was searched, with the site\'s suffix', () => {
    expect(searchTitle('  supply   chain ', rule)).toBe(titleTag('Search: \u201csupply chain\u201d'));
  });

  it('cuts a long query so the whole title keeps within the longest title tag', () => {
    const title = searchTitle('operations and process improvement for regional manufacturers', rule);
    expect(title.length).toBeLessThanOrEqual(TITLE_TAG_MAX);
    expect(title).toBe(titleTag('Search: \u201coperations and process impro\u2026\u201d'));
    expect(title).toHaveLength(TITLE_TAG_MAX);
    expect(title.endsWith(rule.suffix)).toBe(true);
  });
});

describe('holdTitle', () => {
  it('keeps the title when something else writes the <title> again, until released or the page is left', async () => {
    document.head.innerHTML = '<title>Search | Platte River Consulting</title>';
    window.history.replaceState(null, '', '/search?q=quantum');
    const release = holdTitle(document, 'Search: \u201cquantum\u201d | Platte River Consulting');
    expect(document.title).toBe('Search: \u201cquantum\u201d | Platte River Consulting');
    // As React does when it hydrates the metadata: the title element's text set again.
    document.querySelector('title')!.firstChild!.textContent = 'Search | Platte River Consulting';
    await Promise.resolve();
    expect(document.title).toBe('Search: \u201cquantum\u201d | Platte River Consulting');

    // A client-side navigation: the address changes, then the next page's title is written.
    window.history.pushState(null, '', '/insights/quantum-computing-breakthrough-2025');
    document.title = 'Quantum Computing | Platte River Consulting';
    await Promise.resolve();
    expect(document.title).toBe('Quantum Computing | Platte River Consulting');
    release();
  });

  it('lets go once released: the next query holds its own title, and two holds would write theirs in turn for ever', async () => {
    document.head.innerHTML = '<title>Search | Platte River Consulting</title>';
    window.history.replaceState(null, '', '/search?q=quantum');
    const release = holdTitle(document, 'Search: \u201cquantum\u201d | Platte River Consulting');
    release();
    document.title = 'Search: \u201cquantum computing\u201d | Platte River Consulting';
    await Promise.resolve();
    expect(document.title).toBe('Search: \u201cquantum computing\u201d | Platte River Consulting');
  });
});
