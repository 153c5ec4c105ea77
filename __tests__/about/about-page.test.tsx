import { render, screen, within } from '@testing-library/react';
import AboutPage, { metadata } from '@/app/about/page';
import { siteConfig } from '@/content/site-config';
import { insightRecords } from '@/lib/content/collections';
import { aboutContent } from '@/lib/content/pages';
import { allPeople, personAnchor } from '@/lib/content/people';
import { absoluteUrl } from '@/lib/urls';
import { sectionTitled } from '../support/section-titled';

describe('/about', () => {
  it('introduces the firm with its mission and vision', () => {
    render(<AboutPage />);
    expect(screen.getByRole('heading', { level: 1, name: `About ${siteConfig.name}` })).toBeInTheDocument();
    expect(screen.getByText(/was founded in Casper, Wyoming, in 2020/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Our Mission' })).toBeInTheDocument();
    expect(screen.getByText(aboutContent.mission)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Our Vision' })).toBeInTheDocument();
    expect(screen.getByText(aboutContent.vision)).toBeInTheDocument();
  });

  it('lists the four core values by their exact titles, in order', () => {
    render(<AboutPage />);
    const values = within(sectionTitled('Our Core Values'));
    expect(values.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Global Perspective',
      'Excellence',
      'Client Focus',
      'Results-Driven',
    ]);
  });

  it('shows global presence with the headquarters in Casper, Wyoming', () => {
    render(<AboutPage />);
    const presence = within(sectionTitled('Global Presence'));
    const first = presence.getAllByRole('listitem')[0]!;
    expect(first).toHaveTextContent('Headquarters');
    expect(first).toHaveTextContent('Casper, Wyoming');
    expect(presence.getAllByRole('listitem')).toHaveLength(aboutContent.globalPresence.locations.length);
  });

  it('explains how we work and ends with a call to action to /contact', () => {
    render(<AboutPage />);
    const how = within(sectionTitled('How We Work'));
    expect(how.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(aboutContent.howWeWork.map((p) => p.title));
    const cta = within(sectionTitled('Put a Senior Team on Your Hardest Question'));
    expect(cta.getByRole('link', { name: 'Schedule a Consultation' })).toHaveAttribute('href', '/contact');
  });

  it('publishes the organization (founded 2020) and breadcrumbs as structured data', () => {
    const { container } = render(<AboutPage />);
    const blocks = [...container.querySelectorAll('script[type="application/ld+json"]')].flatMap((script) => JSON.parse(script.textContent!));
    const organization = blocks.find((block) => block['@type'] === 'ProfessionalService');
    const breadcrumbs = blocks.find((block) => block['@type'] === 'BreadcrumbList');
    expect(organization).toMatchObject({ '@type': 'ProfessionalService', name: siteConfig.name, foundingDate: '2020' });
    expect(organization.address).toMatchObject({ addressLocality: 'Casper', addressRegion: 'WY' });
    expect(breadcrumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [{ name: 'Home' }, { name: 'About', item: absoluteUrl('/about') }],
    });
    expect(metadata.alternates?.canonical).toBe(absoluteUrl('/about'));
  });

  it('states the head count from the site config in the intro and the people section', () => {
    render(<AboutPage />);
    expect(screen.getByText(new RegExp(`Today we are ${siteConfig.headCount} people`))).toBeInTheDocument();
    const people = within(sectionTitled('Our People'));
    expect(people.getByText(new RegExp(`All ${siteConfig.headCount} of us work on client engagements`))).toBeInTheDocument();
  });

  it('shows every person with initials, role, background and focus, anchored for bylines', () => {
    const { container } = render(<AboutPage />);
    const section = sectionTitled('Our People');
    const cards = within(section).getAllByRole('article');
    expect(cards).toHaveLength(allPeople().length);
    expect(cards.length).toBeGreaterThanOrEqual(6);
    expect(cards.length).toBeLessThanOrEqual(8);
    allPeople().forEach((person, index) => {
      const card = within(cards[index]!);
      expect(cards[index]).toHaveAccessibleName(person.name);
      expect(card.getByRole('heading', { level: 3, name: person.name })).toBeInTheDocument();
      expect(card.getByText(person.role)).toBeInTheDocument();
      expect(card.getByText(person.background)).toBeInTheDocument();
      expect(card.getByText(person.focus)).toBeInTheDocument();
      expect(container.querySelector(`#${personAnchor(person.slug)}`)).toContainElement(cards[index]!);
    });
    // Initials stand in for photographs: no images in the section, initials hidden from screen readers.
    expect(section.querySelector('img')).toBeNull();
    const initials = [...section.querySelectorAll('[aria-hidden="true"]')].map((el) => el.textContent);
    expect(initials).toContain('RH');
  });

  it('includes every article author among the people', () => {
    const slugs = new Set(allPeople().map((person) => person.slug));
    for (const insight of insightRecords) expect(slugs.has(insight.authorSlug)).toBe(true);
  });

  it('publishes each person as Person structured data', () => {
    const { container } = render(<AboutPage />);
    const data = [...container.querySelectorAll('script[type="application/ld+json"]')].flatMap((script) =>
      [JSON.parse(script.textContent!)].flat(),
    );
    const people = data.filter((node: { '@type': string }) => node['@type'] === 'Person');
    expect(people.map((p: { name: string }) => p.name)).toEqual(allPeople().map((person) => person.name));
    expect(people[0]['@id']).toBe(absoluteUrl(`/about#${personAnchor(allPeople()[0]!.slug)}`));
  });
});
