import { IntentLink } from '@/components/ui/intent-link';
import type { IndustryGroup } from '@/content/schemas';
import type { CrossLink } from '@/lib/content/cross-links';

type IndustryGroupCardProps = { group: IndustryGroup; industries: readonly CrossLink[] };

/** One of the eight groups on /industries, linking to the detail pages it covers. */
export function IndustryGroupCard({ group, industries }: IndustryGroupCardProps) {
  return (
    <article className="flex h-full flex-col rounded-xl bg-white p-7 shadow-card edge-navy-900/5">
      <h3 className="text-2xl font-semibold">{group.title}</h3>
      <p className="mt-3 text-ink-soft">{group.description}</p>
      <div className="mt-6 grid flex-1 gap-6 sm:grid-cols-2">
        <div>
          <h4 className="text-sm font-semibold text-navy-900">Key Subsectors</h4>
          <ul className="mt-2 list-disc stack-1 pl-5 text-sm text-ink-soft">
            {group.subsectors.map((subsector) => (
              <li key={subsector}>{subsector}</li>
            ))}
          </ul>
        </div>
        <div>
          <h4 className="text-sm font-semibold text-navy-900">Our Expertise</h4>
          <ul className="mt-2 list-disc stack-1 pl-5 text-sm text-ink-soft">
            {group.expertise.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </div>
      <div className="mt-6 border-t border-navy-900/10 pt-4">
        <p className="text-sm font-semibold text-navy-900">Industry pages</p>
        <ul className="mt-1 flex flex-wrap gap-x-5">
          {industries.map((industry) => (
            <li key={industry.href}>
              <IntentLink
                href={industry.href}
                className="inline-flex min-h-11 items-center text-sm font-semibold wrap-anywhere text-copper-700 underline underline-offset-4 hover:text-copper-600"
              >
                {industry.label} <span aria-hidden="true">&nbsp;→</span>
              </IntentLink>
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
