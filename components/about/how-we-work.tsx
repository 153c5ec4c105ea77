import { SectionHeading } from '@/components/ui/section-heading';
import type { TitledText } from '@/content/schemas';

/** The working principles, numbered because they describe an engagement from first meeting to results. */
export function HowWeWork({ principles }: { principles: readonly TitledText[] }) {
  return (
    <section className="bg-sand-100 py-20">
      <div className="container-page">
        <SectionHeading id="how-heading" eyebrow="Working with us" title="How We Work" />
        <ol className="mt-12 grid gap-6 md:grid-cols-2">
          {principles.map((principle, index) => (
            <li key={principle.title} className="flex gap-5 rounded-xl bg-white p-6 shadow-card">
              <span aria-hidden="true" className="font-serif text-3xl font-semibold text-copper-700">
                {String(index + 1).padStart(2, '0')}
              </span>
              <div className="min-w-0">
                <h3 className="text-xl font-semibold">{principle.title}</h3>
                <p className="mt-2 text-ink-soft">{principle.description}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
