import type { Source } from '@/content/schemas';
import { sourceCitation } from '@/lib/source-citation';

/** The primary documents behind an article's dated facts. */
export function ArticleSources({ sources }: { sources: readonly Source[] }) {
  return (
    <section>
      <h2 id="sources-heading" className="text-2xl font-semibold">
        Sources
      </h2>
      <ol className="mt-4 list-decimal stack-2 pl-5 text-sm text-ink-soft">
        {sources.map(sourceCitation).map(({ title, url, afterTitle }) => (
          <li key={title}>
            <cite className="text-ink not-italic">
              {url ? (
                <a href={url} className="underline underline-offset-4 hover:text-copper-700">
                  {title}
                </a>
              ) : (
                title
              )}
            </cite>
            {afterTitle}
          </li>
        ))}
      </ol>
    </section>
  );
}
