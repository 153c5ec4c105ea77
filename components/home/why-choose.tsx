import { IconPointList } from '@/components/ui/icon-point-list';
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
        <IconPointList points={points} icons={icons} />
      </div>
    </section>
  );
}
