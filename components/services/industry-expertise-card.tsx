import { IntentLink } from '@/components/ui/intent-link';
import type { ServiceIndustryCard } from '@/content/schemas';

/** An industry card on /services: subsectors, expertise and our consultants' certifications. */
export function IndustryExpertiseCard({ card }: { card: ServiceIndustryCard }) {
  return (
    <article className="group relative flex h-full flex-col rounded-xl bg-white p-6 shadow-card edge-navy-900/5">
      <h3 className="text-xl font-semibold">
        <IntentLink href={`/industries/${card.industrySlug}`} className="after:absolute after:inset-0 after:rounded-xl">
          {card.title}
        </IntentLink>
      </h3>
      <h4 className="mt-5 text-sm font-semibold text-navy-900">Subsectors</h4>
      <ul className="mt-2 list-disc stack-1 pl-5 text-sm text-ink-soft">
        {card.subsectors.map((subsector) => (
          <li key={subsector}>{subsector}</li>
        ))}
      </ul>
      <h4 className="mt-5 text-sm font-semibold text-navy-900">Expertise</h4>
      <ul className="mt-2 list-disc stack-1 pl-5 text-sm text-ink-soft">
        {card.expertise.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <h4 className="mt-5 text-sm font-semibold text-navy-900">Consultant certifications</h4>
      <ul className="mt-2 flex flex-1 flex-wrap content-start gap-2">
        {card.certifications.map((certification) => (
          <li key={certification} className="rounded-full bg-river-50 px-3 py-1 text-xs font-semibold text-river-700 edge-river-700/20">
            {certification}
          </li>
        ))}
      </ul>
      <p aria-hidden="true" className="mt-6 text-sm font-semibold text-copper-700 group-hover:underline">
        Explore the industry →
      </p>
    </article>
  );
}
