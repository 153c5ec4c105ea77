import type { InsightCard as InsightCardData } from '@/lib/content/insights';
import { InsightCard } from './insight-card';

type InsightGridProps = {
  insights: readonly InsightCardData[];
  headingLevel?: 'h2' | 'h3';
  /** The grid opens the page's first screen: its first card's image, a phone's largest paint, comes inside the page. */
  inlineFirstImage?: boolean;
  className?: string;
};

/** The responsive grid of article cards used by the insights page, topic pages and "Related Articles". */
export function InsightGrid({ insights, headingLevel = 'h3', inlineFirstImage = false, className = '' }: InsightGridProps) {
  return (
    // Cards repeat their articles: the search index keeps only the articles themselves.
    <ul data-pagefind-ignore="" className={`grid gap-6 md:grid-cols-2 lg:grid-cols-3 ${className}`}>
      {insights.map((insight, index) => (
        <li key={insight.slug}>
          <InsightCard insight={insight} headingLevel={headingLevel} inlineImage={inlineFirstImage && index === 0} />
        </li>
      ))}
    </ul>
  );
}
