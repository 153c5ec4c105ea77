import type { InsightCard as InsightCardData } from '@/lib/content/insights';
import { InsightCard } from './insight-card';

type InsightGridProps = {
  insights: readonly InsightCardData[];
  headingLevel?: 'h2' | 'h3';
  /** The grid opens the page's first screen: its first card's image, a phone's largest paint, comes inside the page. */
  inlineFirstImage?: boolean;
  className?: string;
};

/**
 * The responsive grid of article cards used by the home page, the insights page, topic pages and "Related Articles".
 * Three cards run three to a row from a tablet's width: two to a row left the third alone at 768 px.
 */
export function InsightGrid({ insights, headingLevel = 'h3', inlineFirstImage = false, className = '' }: InsightGridProps) {
  const columns = insights.length === 3 ? 'md:grid-cols-3' : 'md:grid-cols-2 lg:grid-cols-3';
  return (
    // Cards repeat their articles: the search index keeps only the articles themselves.
    <ul data-pagefind-ignore="" className={`grid gap-6 ${columns} ${className}`}>
      {insights.map((insight, index) => (
        <li key={insight.slug}>
          <InsightCard insight={insight} headingLevel={headingLevel} inlineImage={inlineFirstImage && index === 0} />
        </li>
      ))}
    </ul>
  );
}
