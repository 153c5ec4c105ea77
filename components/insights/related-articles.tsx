import { IntentLink } from '@/components/ui/intent-link';
import { LinkList } from '@/components/ui/link-list';
import type { ArticlesAbout } from '@/lib/content/cross-links';

type RelatedArticlesProps = {
  id: string;
  intro: string;
  articles: ArticlesAbout;
  /** What the articles are about, as the link to their topic page names it. */
  subject: string;
  className?: string;
};

/** The firm's articles on a service or an industry, from that page: the reading a visitor may want before calling. */
export function RelatedArticles({ id, intro, articles: { links, topicHref }, subject, className = '' }: RelatedArticlesProps) {
  if (links.length === 0) return null;
  return (
    // Left out of the search index, as the article cards are: a search for an article's words lists the article, not
    // every page that links to it.
    <section data-pagefind-ignore="" className={className}>
      <h2 id={id} className="text-2xl font-semibold">
        From Our Insights
      </h2>
      <p className="mt-2 text-ink-soft">{intro}</p>
      <LinkList links={links} className="mt-4" />
      {topicHref ? (
        <p className="mt-4">
          <IntentLink href={topicHref} className="text-sm font-semibold text-river-700 underline underline-offset-4">
            All {links.length} articles on {subject}
          </IntentLink>
        </p>
      ) : null}
    </section>
  );
}
