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
        // The card's heading names the article; its abstract illustration, described again on every card of a list,
        // only delays the heading for a listener. The article's own page describes it.
        alt=""
        sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
      />
      <div className="flex flex-1 flex-col p-6">
        {/* The category on a line of its own: sharing one with the date, a long one wrapped the line on some cards and not
            others, and the titles of a row started at different heights. */}
        <p className="text-sm">
          {/* The commas are for listeners; a sighted reader sees the three apart. */}
          <span className="block font-semibold text-river-700">{insight.category}</span>
          <span className="sr-only">, </span>
          <span className="mt-1 flex flex-wrap gap-x-3 text-ink-soft">
            <span>{insight.date}</span>
            <span className="sr-only">, </span>
            <span>{insight.readingMinutes} min read</span>
          </span>
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
