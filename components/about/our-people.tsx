import { SectionHeading } from '@/components/ui/section-heading';
import type { Person } from '@/content/schemas';
import { initials, personAnchor } from '@/lib/content/people';

type OurPeopleProps = { intro: string; people: readonly Person[] };

/** The people who lead the firm and write its articles; each card is an anchor that bylines link to. */
export function OurPeople({ intro, people }: OurPeopleProps) {
  return (
    <section className="container-page py-20">
      <SectionHeading id="people-heading" eyebrow="Leadership" title="Our People" lead={intro} />
      {/* Rows of two, then three, with a short last row centred: seven people left one card alone at the left. */}
      <ul className="mt-12 flex flex-wrap justify-center gap-6">
        {people.map((person) => (
          <li
            key={person.slug}
            id={personAnchor(person.slug)}
            className="w-full scroll-mt-28 md:w-[calc((100%-1.5rem)/2)] xl:w-[calc((100%-3rem)/3)]"
          >
            <article
              aria-labelledby={`${personAnchor(person.slug)}-name`}
              className="flex h-full flex-col rounded-xl bg-white p-6 shadow-card edge-navy-900/5"
            >
              <div className="flex items-center gap-4">
                {/* Plain-text initials instead of a photograph; the name follows as text. */}
                <span
                  aria-hidden="true"
                  className="flex size-14 shrink-0 items-center justify-center rounded-full bg-navy-900 font-serif text-xl font-semibold text-copper-300"
                >
                  {initials(person.name)}
                </span>
                <div className="min-w-0">
                  <h3 id={`${personAnchor(person.slug)}-name`} className="text-xl font-semibold">
                    {person.name}
                  </h3>
                  <p className="text-sm font-semibold text-river-700">{person.role}</p>
                </div>
              </div>
              {/* The spaces between a term and its text keep them apart in the page's text (search excerpts, copying). */}
              <dl className="mt-5 stack-3 text-ink-soft">
                <div>
                  <dt className="text-sm font-semibold text-navy-900">Background</dt>{' '}
                  <dd className="mt-1">{person.background}</dd>
                </div>
                <div>
                  <dt className="text-sm font-semibold text-navy-900">Focus</dt>{' '}
                  <dd className="mt-1">{person.focus}</dd>
                </div>
              </dl>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
