import { IconPointList } from '@/components/ui/icon-point-list';
import { SectionHeading } from '@/components/ui/section-heading';
import type { IconName } from '@/content/icon-names';
import type { TitledText } from '@/content/schemas';

const icons: readonly IconName[] = ['globe', 'data', 'target', 'results'];

export function WhyChoose({ firmName, points }: { firmName: string; points: readonly TitledText[] }) {
  return (
    <section className="bg-white py-20">
      <div className="container-page">
        <SectionHeading id="why-heading" eyebrow="Why work with us" title={`Why Choose ${firmName}`} />
        <IconPointList points={points} icons={icons} />
      </div>
    </section>
  );
}
