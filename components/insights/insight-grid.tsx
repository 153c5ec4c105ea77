import type { InsightCard as InsightCardData } from '@/lib/content/insights';
import { InsightCard } from './insight-card';

type InsightGridProps = { insights: readonly InsightCardData[]; headingLevel?: 'h2' | 'h3'; className?: string };

/** The responsive grid of article cards used by the insights page, topic pages and "Related articles". */
export function InsightGrid({ insights, headingLevel = 'h3', className = '' }: InsightGridProps) {
  return (
    // Cards repeat their articles: the search index keeps only the articles themselves.
    <ul data-pagefind-ignore="" className={`grid gap-6 md:grid-cols-2 lg:grid-cols-3 ${className}`}>
      {insights.map((insight) => (
        <li key={insight.slug}>
          <InsightCard insight={insight} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
