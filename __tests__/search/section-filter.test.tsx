import { render, screen } from '@testing-library/react';
import { SectionFilter } from '@/components/search/section-filter';

test('each section chip gives its count of matches, and 0 for a section the search found nothing in', () => {
  // run-search.ts gives only the sections with matches; a word no page holds gives none at all.
  render(<SectionFilter section={null} counts={{ perSection: { Insights: 3 }, all: 3 }} onChange={() => {}} />);
  expect(screen.getByRole('radio', { name: /^All sections\s*\(3\)$/ })).toBeChecked();
  expect(screen.getByRole('radio', { name: /^Insights\s*\(3\)$/ })).not.toBeChecked();
  expect(screen.getByRole('radio', { name: /^Legal\s*\(0\)$/ })).not.toBeChecked();
});
