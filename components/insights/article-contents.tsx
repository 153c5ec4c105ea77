import type { Heading } from '@/lib/markdown/render';

/** Articles with at least this many sections list them above the body. */
export const CONTENTS_MIN_SECTIONS = 3;

/** "In this article": links to the body's h2s by the ids rehype-slug gave them. */
export function ArticleContents({ headings }: { headings: readonly Heading[] }) {
  if (headings.length < CONTENTS_MIN_SECTIONS) return null;
  return (
    <nav aria-labelledby="article-contents-heading" className="no-print mb-10 max-w-[68ch] rounded-xl bg-white p-6 shadow-card ring-1 ring-navy-900/5">
      <h2 id="article-contents-heading" className="font-sans text-sm font-semibold uppercase tracking-wider text-navy-900">
        In this article
      </h2>
      <ol className="mt-3 list-decimal space-y-1.5 pl-5 text-sm">
        {headings.map((heading) => (
          <li key={heading.id}>
            <a href={`#${heading.id}`} className="text-river-700 underline-offset-4 hover:underline">
              {heading.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
