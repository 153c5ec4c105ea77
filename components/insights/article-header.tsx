import type { Insight } from '@/content/schemas';

type ArticleHeaderProps = {
  insight: Pick<Insight, 'title' | 'excerpt' | 'category' | 'date' | 'publishedAt' | 'author' | 'authorRole'>;
  readingMinutes: number;
};

const publishedFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** Category, title, lead and the byline of an article. */
export function ArticleHeader({ insight, readingMinutes }: ArticleHeaderProps) {
  const { title, excerpt, category, date, publishedAt, author, authorRole } = insight;
  return (
    <header>
      <p className="eyebrow">{category}</p>
      <h1 className="mt-3 text-4xl font-semibold sm:text-5xl">{title}</h1>
      <p className="mt-5 text-xl text-ink-soft">{excerpt}</p>
      <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-2 border-y border-navy-900/10 py-4 text-sm">
        <p>
          <span className="font-semibold text-navy-900">{author}</span>
          <span className="text-ink-soft">, {authorRole}</span>
        </p>
        <p className="text-ink-soft">
          <span className="font-semibold text-river-700">{date}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={publishedAt}>Published {publishedFormat.format(new Date(`${publishedAt}T00:00:00Z`))}</time>
          <span aria-hidden="true"> · </span>
          {readingMinutes} min read
        </p>
      </div>
    </header>
  );
}
