import { ContentsList } from '@/components/ui/contents-list';
import type { Heading } from '@/lib/markdown/render';

/** Articles with at least this many sections list them above the body. */
const CONTENTS_MIN_SECTIONS = 3;

/** "In this article": links to the body's h2s. */
export function ArticleContents({ headings }: { headings: readonly Heading[] }) {
  if (headings.length < CONTENTS_MIN_SECTIONS) return null;
  return <ContentsList id="article-contents-heading" title="In this article" headings={headings} className="mb-10 max-w-[68ch]" />;
}
