import { Icon } from '@/components/ui/icon';
import { SectionHeading } from '@/components/ui/section-heading';
import type { IconName } from '@/content/icon-names';
import type { TitledText } from '@/content/schemas';

// One icon per value, in the order the content lists them (Global Perspective, Excellence, Client Focus, Results-Driven).
const icons: readonly IconName[] = ['globe', 'shield', 'people', 'results'];

export function CoreValues({ values }: { values: readonly TitledText[] }) {
  return (
    <section className="bg-white py-20">
      <div className="container-page">
        <SectionHeading id="values-heading" eyebrow="What we stand for" title="Our Core Values" />
        <ul className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {values.map((value, index) => (
            <li key={value.title}>
              <span className="flex size-12 items-center justify-center rounded-full bg-copper-700 text-white">
                <Icon name={icons[index % icons.length]!} />
              </span>
              <h3 className="mt-4 text-xl font-semibold">{value.title}</h3>
              <p className="mt-2 text-ink-soft">{value.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
