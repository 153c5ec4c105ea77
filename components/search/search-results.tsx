import { IntentLink } from '@/components/ui/intent-link';
import type { SearchResult } from '@/lib/search/run-search';

/** The ranked results: title linking to the page, its section, and the excerpt with the matched words marked. */
export function SearchResults({ results }: { results: readonly SearchResult[] }) {
  return (
    // role="list": Safari's VoiceOver drops the list, and its count, from a list styled without markers.
    <ol role="list" className="mt-6 stack-4">
      {results.map((result) => (
        <li key={result.url} className="rounded-xl bg-white p-5 shadow-card edge-navy-900/5">
          {result.section ? <p className="eyebrow">{result.section}</p> : null}
          <h2 className="mt-1 text-xl font-semibold">
            <IntentLink href={result.url} className="text-river-700 underline-offset-4 hover:underline">
              {result.title}
            </IntentLink>
          </h2>
          {/* A reading measure: across a wide card the excerpt ran 130 characters to the line. */}
          <p className="mt-2 max-w-[68ch] text-ink-soft">
            {result.excerpt.map((part, index) =>
              part.marked ? (
                <mark key={index} className="rounded-sm bg-copper-300/50 px-0.5 text-ink">
                  {part.text}
                </mark>
              ) : (
                <span key={index}>{part.text}</span>
              ),
            )}
          </p>
        </li>
      ))}
    </ol>
  );
}
