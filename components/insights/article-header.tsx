import type { Insight, Person } from '@/content/schemas';
import { formatLongDate } from '@/lib/article-dates';

type ArticleHeaderProps = {
  insight: Pick<Insight, 'title' | 'excerpt' | 'category' | 'date' | 'publishedAt' | 'reviewedAt'>;
  author: Pick<Person, 'name' | 'role'>;
  /** The author's card on the About page. */
  authorHref: string;
  readingMinutes: number;
};

/** Category, title, lead and the byline of an article: author (linked), date label, published and reviewed dates. */
export function ArticleHeader({ insight, author, authorHref, readingMinutes }: ArticleHeaderProps) {
  const { title, excerpt, category, date, publishedAt, reviewedAt } = insight;
  return (
    <header>
      <p className="eyebrow">{category}</p>
      <h1 className="mt-3 text-4xl font-semibold sm:text-5xl">{title}</h1>
      <p className="mt-5 text-xl text-ink-soft">{excerpt}</p>
      <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-2 border-y border-navy-900/10 py-4 text-sm">
        <p>
          {/* A document load, not a client navigation: the route-change effect scrolls client navigations to the top (spec), which would skip past the card. */}
          <a
            href={authorHref}
            rel="author"
            className="font-semibold text-navy-900 underline decoration-copper-300 underline-offset-4 hover:text-copper-700"
          >
            {author.name}
          </a>
          <span className="text-ink-soft">, {author.role}</span>
        </p>
        <p className="text-ink-soft">
          {/* The spaces sit outside the hidden dots: what skips the dots (screen readers, the search index) keeps the words apart. */}
          <span className="font-semibold text-river-700">{date}</span> <span aria-hidden="true">·</span>{' '}
          <time dateTime={publishedAt}>Published {formatLongDate(publishedAt)}</time> <span aria-hidden="true">·</span>{' '}
          <time dateTime={reviewedAt}>Reviewed {formatLongDate(reviewedAt)}</time> <span aria-hidden="true">·</span>{' '}
          {readingMinutes} min read
        </p>
      </div>
    </header>
  );
}
