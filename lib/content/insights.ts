import { FEATURED_INSIGHT_SLUGS } from '@/content/insights';
import type { Insight } from '@/content/schemas';
import { readingMinutes } from '@/lib/text';
import { collectionOf } from './collection';
import { insightRecords } from './collections';
import { visibleRecords } from './drafts';

export type InsightCard = Pick<Insight, 'slug' | 'title' | 'excerpt' | 'category' | 'date' | 'imageUrl' | 'imageAlt'> & {
  readingMinutes: number;
};

export const {
  all: allInsights,
  get: getInsight,
  slugs: insightSlugs,
} = collectionOf(visibleRecords(insightRecords));

/** The card shown in listings is derived from the article, never written twice. */
export function toInsightCard(insight: Insight): InsightCard {
  const { slug, title, excerpt, category, date, imageUrl, imageAlt } = insight;
  return { slug, title, excerpt, category, date, imageUrl, imageAlt, readingMinutes: readingMinutes(insight.content) };
}

export function insightCards(): InsightCard[] {
  return allInsights().map(toInsightCard);
}

export function featuredInsightCards(): InsightCard[] {
  return FEATURED_INSIGHT_SLUGS.flatMap((slug) => {
    const insight = getInsight(slug);
    // A featured article that is still a draft is simply not featured on production.
    if (!insight && !insightRecords.some((record) => record.slug === slug)) throw new Error(`Featured insight "${slug}" has no record`);
    return insight ? [toInsightCard(insight)] : [];
  });
}

/** Other articles to read next: those sharing a related service first, then the rest in list order. */
export function relatedInsightCards(slug: string, count = 3): InsightCard[] {
  const current = getInsight(slug);
  if (!current) return [];
  const shared = (other: Insight) => other.relatedServices.filter((s) => current.relatedServices.includes(s)).length;
  return allInsights()
    .filter((other) => other.slug !== slug)
    .map((other, index) => ({ other, score: shared(other), index }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, count)
    .map(({ other }) => toInsightCard(other));
}
