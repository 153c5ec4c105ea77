import { render, screen } from '@testing-library/react';
import { SearchResults } from '@/components/search/search-results';
import type { SearchResult } from '@/lib/search/run-search';

const result = (url: string, title: string): SearchResult => ({ url, title, section: 'Insights', excerpt: [{ text: title, marked: false }] });

test('the results are a numbered list for Safari too, whose VoiceOver drops an unmarked list without role="list"', () => {
  render(<SearchResults results={[result('/insights/a', 'Supply chains'), result('/insights/b', 'Quantum computing')]} />);
  // jsdom gives every <ol> its implicit role; WebKit does not once list-style is none, hence the explicit one.
  const list = screen.getByRole('list');
  expect(list.tagName).toBe('OL');
  expect(list).toHaveAttribute('role', 'list');
  expect(screen.getAllByRole('listitem')).toHaveLength(2);
});
