import { render, within } from '@testing-library/react';
import { OurPeople } from '@/components/about/our-people';
import type { Person } from '@/content/schemas';
import { sectionTitled } from '../support/section-titled';

const people: Person[] = [
  { slug: 'ada-moss', name: 'Ada Moss', role: 'Principal, Strategy', background: 'Ran a mill.', focus: 'Pricing.' },
  { slug: 'jo-van-der-berg', name: 'Jo van der Berg', role: 'Director, Operations', background: 'Ran a depot.', focus: 'Freight.' },
];

describe('OurPeople', () => {
  it('renders one anchored card per person with initials instead of a photograph', () => {
    const { container } = render(<OurPeople intro="We are a small team." people={people} />);
    const section = sectionTitled('Our People');
    expect(within(section).getByText('We are a small team.')).toBeInTheDocument();

    const cards = within(section).getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-labelledby'))).toEqual(['person-ada-moss-name', 'person-jo-van-der-berg-name']);
    expect(cards[0]).toHaveAccessibleName('Ada Moss');
    expect(container.querySelector('#person-jo-van-der-berg')).toContainElement(cards[1]!);

    const second = within(cards[1]!);
    expect(second.getByText('Director, Operations')).toBeInTheDocument();
    expect(second.getByText('Background').nextElementSibling).toHaveTextContent('Ran a depot.');
    expect(second.getByText('Focus').nextElementSibling).toHaveTextContent('Freight.');
    // First and last name only, hidden from assistive technology because the name follows as text.
    expect(second.getByText('JB')).toHaveAttribute('aria-hidden', 'true');
    expect(section.querySelector('img')).toBeNull();
  });
});
