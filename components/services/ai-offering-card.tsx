import { CheckList } from '@/components/ui/check-list';
import { Icon } from '@/components/ui/icon';
import type { AiService } from '@/content/schemas';

type AiOffering = Pick<AiService, 'icon' | 'title' | 'description' | 'features'>;

type AiOfferingCardProps = { offering: AiOffering; featuresLabel?: string };

/** One AI offering: used by the portfolio on /services and the grid on /services/ai-solutions. */
function AiOfferingCard({ offering, featuresLabel }: AiOfferingCardProps) {
  return (
    <article className="flex h-full flex-col rounded-xl bg-white p-6 shadow-card edge-navy-900/5">
      <span className="flex size-11 items-center justify-center rounded-lg bg-copper-700 text-white">
        <Icon name={offering.icon} />
      </span>
      <h3 className="mt-4 text-xl font-semibold">{offering.title}</h3>
      <p className="mt-2 text-ink-soft">{offering.description}</p>
      {featuresLabel ? <p className="mt-5 text-sm font-semibold text-navy-900">{featuresLabel}</p> : null}
      <CheckList items={offering.features} className={`${featuresLabel ? 'mt-2' : 'mt-5'} text-sm text-ink`} />
    </article>
  );
}

type AiOfferingGridProps = { offerings: readonly AiOffering[]; featuresLabel?: string; className?: string };

export function AiOfferingGrid({ offerings, featuresLabel, className = '' }: AiOfferingGridProps) {
  return (
    <ul className={`grid gap-6 sm:grid-cols-2 ${className}`}>
      {offerings.map((offering) => (
        <li key={offering.title}>
          <AiOfferingCard offering={offering} featuresLabel={featuresLabel} />
        </li>
      ))}
    </ul>
  );
}
