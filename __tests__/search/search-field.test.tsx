import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchField } from '@/components/search/search-field';

test('before the search script runs, Enter in the box loads /search with the query as q', async () => {
  render(<SearchField />);
  await userEvent.setup().type(screen.getByRole('searchbox'), 'supply chain');
  const form = screen.getByRole('search') as HTMLFormElement;
  expect(form.getAttribute('action')).toBe('/search');
  expect(form.method).toBe('get');
  // What a GET submission puts in the address: the form's named fields, as the browser encodes them.
  const submitted = new URLSearchParams([...new FormData(form)].map(([name, value]) => [name, String(value)]));
  expect(submitted.toString()).toBe('q=supply+chain');
});
