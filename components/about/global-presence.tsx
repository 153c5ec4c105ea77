import { SectionHeading } from '@/components/ui/section-heading';

type Location = { place: string; role: string };

/** Where we are and where we work; the first location is the headquarters. */
export function GlobalPresence({ intro, locations }: { intro: string; locations: readonly Location[] }) {
  return (
    <section className="container-page grid gap-10 py-20 lg:grid-cols-[1fr_1.4fr]">
      <SectionHeading id="presence-heading" eyebrow="Where we work" title="Global Presence" lead={intro} />
      <ul className="grid gap-4 sm:grid-cols-2">
        {locations.map((location, index) => (
          <li key={location.place} className="rounded-xl bg-white p-6 shadow-card edge-navy-900/5">
            {index === 0 ? <p className="eyebrow">Headquarters</p> : null}
            <h3 className="mt-1 text-xl font-semibold">{location.place}</h3>
            <p className="mt-2 text-ink-soft">{location.role}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
