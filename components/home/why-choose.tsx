import { Icon } from '@/components/ui/icon';
import type { IconName } from '@/content/icon-names';
import type { TitledText } from '@/content/schemas';

const icons: readonly IconName[] = ['globe', 'data', 'target', 'results'];

export function WhyChoose({ firmName, points }: { firmName: string; points: readonly TitledText[] }) {
  return (
    <section aria-labelledby="why-heading" className="bg-white py-20">
      <div className="container-page">
        <p className="eyebrow">Why work with us</p>
        <h2 id="why-heading" className="mt-2 text-3xl font-semibold sm:text-4xl">
          Why Choose {firmName}
        </h2>
        <ul className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {points.map((point, index) => (
            <li key={point.title}>
              <span className="flex size-12 items-center justify-center rounded-full bg-copper-700 text-white">
                <Icon name={icons[index % icons.length]!} />
              </span>
              <h3 className="mt-4 text-xl font-semibold">{point.title}</h3>
              <p className="mt-2 text-ink-soft">{point.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
