import { IntentLink } from '@/components/ui/intent-link';
import { MediaFrame } from '@/components/ui/media-frame';
import type { InsightCard as InsightCardData } from '@/lib/content/insights';

type InsightCardProps = {
  insight: InsightCardData;
  headingLevel?: 'h2' | 'h3';
  /** The card's image is a phone's largest paint (the first card of the insights page): it comes inside the page. */
  inlineImage?: boolean;
};

export function InsightCard({ insight, headingLevel: Heading = 'h3', inlineImage = false }: InsightCardProps) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-card edge-navy-900/5 transition-shadow hover:shadow-lg">
      <MediaFrame
        src={insight.imageUrl}
        inline={inlineImage}
        alt={insight.imageAlt}
        sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span className="font-semibold text-river-700">{insight.category}</span>
          <span className="text-ink-soft">{insight.date}</span>
          <span className="text-ink-soft">{insight.readingMinutes} min read</span>
        </p>
        <Heading className="mt-3 text-xl font-semibold">
          <IntentLink href={`/insights/${insight.slug}`} className="after:absolute after:inset-0">
            {insight.title}
          </IntentLink>
        </Heading>
        <p className="mt-3 flex-1 text-ink-soft">{insight.excerpt}</p>
        <p aria-hidden="true" className="mt-5 text-sm font-semibold text-copper-700 group-hover:underline">
          Read the article →
        </p>
      </div>
    </article>
  );
}
