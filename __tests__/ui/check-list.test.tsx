import { render, screen } from '@testing-library/react';
import { CheckList } from '@/components/ui/check-list';

test('a check list stays a list of its items for Safari, whose VoiceOver drops an unmarked list without role="list"', () => {
  render(<CheckList items={['Cut costs 18%', 'Halved lead times', 'Kept every client']} />);
  // jsdom gives every <ul> its implicit role; WebKit does not once list-style is none, hence the explicit one.
  const list = screen.getByRole('list');
  expect(list).toHaveAttribute('role', 'list');
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Cut costs 18%', 'Halved lead times', 'Kept every client']);
});
