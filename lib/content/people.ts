import { peopleRecords } from '@/content/people';
import { personSchema, type Insight, type Person } from '@/content/schemas';
import { assertUniqueSlugs, parseRecords } from './parse';

const people: readonly Person[] = parseRecords(personSchema, peopleRecords, 'person', 'content/people.ts');
assertUniqueSlugs(people, 'person', 'content/people.ts');

/** The About page section that lists the people; bylines link to each person's card in it. */
export const PEOPLE_PATH = '/about';

export function allPeople(): readonly Person[] {
  return people;
}

export function getPerson(slug: string): Person | undefined {
  return people.find((person) => person.slug === slug);
}

/** The element id of a person's card, so "/about#person-renata-holloway" lands on it. */
export function personAnchor(slug: string): string {
  return `person-${slug}`;
}

export function personHref(slug: string): string {
  return `${PEOPLE_PATH}#${personAnchor(slug)}`;
}

/** "Renata Holloway" → "RH": the plain-text artwork on each card (no photographs). */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const picked = words.length > 1 ? [words[0]!, words.at(-1)!] : words;
  return picked.map((word) => word[0]!.toUpperCase()).join('');
}

/** The article's author; the content integrity check guarantees one exists. */
export function authorOf(insight: Pick<Insight, 'slug' | 'authorSlug'>): Person {
  const person = getPerson(insight.authorSlug);
  if (!person) throw new Error(`Insight "${insight.slug}" names unknown author "${insight.authorSlug}"`);
  return person;
}
