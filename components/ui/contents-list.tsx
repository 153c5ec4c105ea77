import type { Heading } from '@/lib/markdown/render';

type ContentsListProps = {
  /** The `id` of the list's heading, unique on the page. */
  id: string;
  title: string;
  headings: readonly Heading[];
  className?: string;
  listClassName?: string;
};

/** A body's h2s as links, by the ids rehype-slug gave them: "In this article", "On this page". */
export function ContentsList({ id, title, headings, className = '', listClassName = 'stack-1.5' }: ContentsListProps) {
  return (
    <nav aria-labelledby={id} className={`no-print rounded-xl bg-white p-6 shadow-card edge-navy-900/5 ${className}`}>
      <h2 id={id} className="font-sans text-sm font-semibold uppercase tracking-wider text-navy-900">
        {title}
      </h2>
      <ol className={`mt-3 list-decimal pl-5 text-sm ${listClassName}`}>
        {headings.map((heading) => (
          <li key={heading.id} className="break-inside-avoid">
            <a href={`#${heading.id}`} className="text-river-700 underline-offset-4 hover:underline">
              {heading.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
