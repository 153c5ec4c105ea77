import type { IconName } from '@/content/icon-names';
import type { TitledText } from '@/content/schemas';
import { Icon } from './icon';

const badgeColours = { copper: 'bg-copper-700', river: 'bg-river-700' } as const;

type IconPointListProps = {
  points: readonly TitledText[];
  /** One icon per point, in order; the list repeats if there are more points. */
  icons: readonly IconName[];
  badge?: keyof typeof badgeColours;
};

/** A four-up row of icon, title and sentence (home 'Why Choose', services 'What Sets Us Apart'). */
export function IconPointList({ points, icons, badge = 'copper' }: IconPointListProps) {
  return (
    <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
      {points.map((point, index) => (
        <li key={point.title}>
          <span className={`flex size-12 items-center justify-center rounded-full text-white ${badgeColours[badge]}`}>
            <Icon name={icons[index % icons.length]!} />
          </span>
          <h3 className="mt-4 text-xl font-semibold">{point.title}</h3>
          <p className="mt-2 text-ink-soft">{point.description}</p>
        </li>
      ))}
    </ul>
  );
}
