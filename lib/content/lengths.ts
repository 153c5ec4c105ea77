import type { Industry, Insight, LegalDocument, Service, TopicIntro } from '@/content/schemas';
import { titleTag } from '@/lib/title-tag';
import { countWords } from '@/lib/text';
import { visibleStrings } from './record-text';

/*
 * How long each kind of page's text must be (docs/content.md). `npm run check:content` (lib/content/integrity.ts)
 * and the content tests both read these rules here. Each returns what is wrong, in words an editor acts on; the
 * caller names the file and line.
 */

/** Words in all a page shows (its body and every prose field), for the pages whose fields carry much of the text. */
export const PAGE_WORDS = { service: 300, industry: 500 } as const;

/** A legal document's body alone: its sections are the same text again, split at its headings. */
export const LEGAL_WORDS = 1200;

export const ARTICLE_WORDS = 900;
export const ARTICLE_PARAGRAPHS = 8;
export const PARAGRAPH_WORDS = { min: 40, max: 120 } as const;

/**
 * The longest page title (the browser tab's and a search result's: "{title} | {firm}"). Search results cut a title
 * at about 600 pixels, some 60 characters, mid-word; the service and industry pages' run up to 65.
 */
export const TITLE_TAG_MAX = 65;

/** What is wrong with an article's page title: too long with its headline, and no shorter `metaTitle`, or one too long. */
export function titleTagProblems({ title, metaTitle }: Pick<Insight, 'title' | 'metaTitle'>): string[] {
  const tag = titleTag(metaTitle ?? title);
  if (tag.length <= TITLE_TAG_MAX) return [];
  const room = TITLE_TAG_MAX - titleTag('').length;
  return [
    metaTitle
      ? `"${tag}" is ${tag.length} characters, over ${TITLE_TAG_MAX}; shorten it to ${room} or fewer`
      : `the page title "${tag}" is ${tag.length} characters, over ${TITLE_TAG_MAX}, which search results cut mid-word; add a metaTitle of ${room} characters or fewer`,
  ];
}

/** A topic page's introduction: one paragraph. */
export const TOPIC_INTRO_WORDS = { min: 35, max: 90 } as const;

const words = (n: number) => `${n} word${n === 1 ? '' : 's'}`;

/** A problem with a body, at a line of that body (0 for the first). */
export type BodyProblem = { line: number; message: string };

/** The blocks of a body between blank lines, each with its first line; `## ` headings are not paragraphs. */
function paragraphsOf(body: string): { line: number; text: string }[] {
  const blocks: { line: number; text: string }[] = [];
  let start = -1;
  const lines = body.split(/\r?\n/);
  lines.forEach((line, index) => {
    if (line.trim() === '') start = -1;
    else if (start === -1) {
      start = index;
      blocks.push({ line: index, text: line });
    } else blocks.at(-1)!.text += ` ${line}`;
  });
  return blocks.filter((block) => !/^\s*#{2,6} /.test(block.text));
}

/** An article body: at least 900 words, in at least 8 paragraphs of 40 to 120 words each. */
export function articleBodyProblems(body: string): BodyProblem[] {
  const paragraphs = paragraphsOf(body);
  const total = countWords(body);
  return [
    ...(total < ARTICLE_WORDS ? [{ line: 0, message: `${words(total)}; a published article needs at least ${ARTICLE_WORDS}` }] : []),
    ...(paragraphs.length < ARTICLE_PARAGRAPHS
      ? [
          {
            line: 0,
            message: `${paragraphs.length} paragraph${paragraphs.length === 1 ? '' : 's'}; a published article needs at least ${ARTICLE_PARAGRAPHS} ('## ' headings do not count)`,
          },
        ]
      : []),
    ...paragraphs.flatMap(({ line, text }, index) => {
      const count = countWords(text);
      return count < PARAGRAPH_WORDS.min || count > PARAGRAPH_WORDS.max
        ? [{ line, message: `paragraph ${index + 1} has ${words(count)}; each needs ${PARAGRAPH_WORDS.min} to ${PARAGRAPH_WORDS.max}` }]
        : [];
    }),
  ];
}

/** An article's update note: each of its paragraphs 40 to 120 words, as the article's own. */
export function updateNoteProblems(update: string): string[] {
  return paragraphsOf(update).flatMap(({ text }, index) => {
    const count = countWords(text);
    return count < PARAGRAPH_WORDS.min || count > PARAGRAPH_WORDS.max
      ? [`paragraph ${index + 1} has ${words(count)}; each needs ${PARAGRAPH_WORDS.min} to ${PARAGRAPH_WORDS.max}`]
      : [];
  });
}

/** A service or industry page: enough words in all it shows. */
export function pageWordProblems(kind: keyof typeof PAGE_WORDS, record: Service | Industry): string[] {
  const total = countWords(visibleStrings(record).join(' '));
  return total < PAGE_WORDS[kind] ? [`${words(total)} in its body and fields; a ${kind} page needs at least ${PAGE_WORDS[kind]}`] : [];
}

export function legalWordProblems(document: Pick<LegalDocument, 'body'>): string[] {
  const total = countWords(document.body);
  return total < LEGAL_WORDS ? [`${words(total)}; a legal page needs at least ${LEGAL_WORDS}`] : [];
}

export function topicIntroProblems({ intro }: Pick<TopicIntro, 'intro'>): string[] {
  const total = countWords(intro);
  return [
    ...(/\n/.test(intro) ? ['more than one paragraph; an introduction is one'] : []),
    ...(total < TOPIC_INTRO_WORDS.min || total > TOPIC_INTRO_WORDS.max
      ? [`${words(total)}; an introduction needs ${TOPIC_INTRO_WORDS.min} to ${TOPIC_INTRO_WORDS.max}`]
      : []),
  ];
}
