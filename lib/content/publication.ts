import type { Insight } from '@/content/schemas';
import { ARTICLE_PLACEHOLDERS, placeholdersIn } from './article-skeleton.mjs';
import { insightRecords } from './collections';
import { articleBodyProblems, titleTagProblems, updateNoteProblems } from './lengths';
import { bodyLine, markdownField } from './markdown-lines';

/**
 * What keeps an article from publication, each at its line: placeholder text `npm run new` wrote, a body shorter than
 * the rules (lib/content/lengths.ts), an illustration that is another article's. A draft may have all three; the check
 * applies this to published articles, and `npm run check:content` lists a draft's as its to-do (draftToDos).
 */
export function unpublishable(insight: Insight, others: readonly Pick<Insight, 'slug' | 'imageUrl'>[]): string[] {
  const sharing = others.filter((other) => other.slug !== insight.slug && other.imageUrl === insight.imageUrl).map((other) => other.slug);
  const ownImage = insight.imageUrl === `/images/insights/${insight.slug}.svg`;
  return [
    ...placeholdersIn(insight).map(({ field, item, path }) => {
      const where =
        field === 'content'
          ? `${bodyLine('insights', insight.slug, insight.content.split(ARTICLE_PLACEHOLDERS.content)[0]!.split('\n').length - 1)}: content`
          : markdownField('insights', insight.slug, field, item, path);
      return `${where}: still the placeholder \`npm run new\` wrote; write the article's own`;
    }),
    ...articleBodyProblems(insight.content).map(({ line, message }) => `${bodyLine('insights', insight.slug, line)}: content: ${message}`),
    ...updateNoteProblems(insight.update ?? '').map((message) => `${markdownField('insights', insight.slug, 'update')}: ${message}`),
    ...titleTagProblems(insight).map((message) => `${markdownField('insights', insight.slug, insight.metaTitle ? 'metaTitle' : 'title')}: ${message}`),
    ...(sharing.length > 0 && !ownImage
      ? [
          `${markdownField('insights', insight.slug, 'imageUrl')}: the illustration of ${sharing.join(', ')}; draw this article's own ` +
            '(a motif in scripts/artwork/motifs/insights.mjs, then node scripts/generate-artwork.mjs; docs/content.md)',
        ]
      : []),
  ];
}

/** For each draft, what still keeps it from publication: `npm run check:content` lists these without failing. */
export function draftToDos(records: readonly Insight[] = insightRecords): string[] {
  return records.filter((record) => record.draft).flatMap((record) => unpublishable(record, records));
}
