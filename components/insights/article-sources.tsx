import type { Source } from '@/content/schemas';

/** The primary documents behind an article's dated facts. */
export function ArticleSources({ sources }: { sources: readonly Source[] }) {
  return (
    <section aria-labelledby="sources-heading">
      <h2 id="sources-heading" className="text-2xl font-semibold">
        Sources
      </h2>
      <ol className="mt-4 list-decimal stack-2 pl-5 text-sm text-ink-soft">
        {sources.map((source) => (
          <li key={source.title}>
            <cite className="text-ink not-italic">
              {source.url ? (
                <a href={source.url} className="underline underline-offset-4 hover:text-copper-700">
                  {source.title}
                </a>
              ) : (
                source.title
              )}
            </cite>
            . {source.publisher}, {source.date}.
          </li>
        ))}
      </ol>
    </section>
  );
}
