import type { StatLine } from '@/lib/industry-display';

type IndustryStatsProps = { stats: readonly StatLine[]; industryName: string; footnote: string };

/** The four headline figures (Experience, Projects, Specialists, Satisfaction), each with its definition. */
export function IndustryStats({ stats, industryName, footnote }: IndustryStatsProps) {
  return (
    <section className="bg-navy-900 py-12">
      <div className="container-page">
        <h2 id="stats-heading" className="sr-only">
          {industryName} by the numbers
        </h2>
        <dl className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {stats.map((stat) => (
            <div key={stat.label} data-stat={stat.label} className="flex flex-col border-l-2 border-copper-300 pl-5">
              {/* The label comes first for screen readers; the value is shown first. */}
              {/* The spaces keep label, value and note apart in the page's text (search excerpts, copying). */}
              <dt className="order-2 mt-1 text-sm font-semibold tracking-wide text-copper-300 uppercase">{stat.label}</dt>{' '}
              <dd className="order-1 font-serif text-4xl font-semibold text-white">{stat.value}</dd>{' '}
              <dd className="order-3 mt-2 text-sm text-sand-200">{stat.note}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-8 text-sm text-sand-200">{footnote}</p>
      </div>
    </section>
  );
}
