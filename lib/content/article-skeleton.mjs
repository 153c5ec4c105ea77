// The skeleton `npm run new -- article` writes (scripts/content/new.mjs), and the placeholder text in it that
// `npm run check:content` refuses in a published article (lib/content/publication.ts): one module, so the two cannot
// drift. Plain JavaScript: bare Node runs the script.

import { firmDay } from '../firm-time.mjs';

/** The text the skeleton writes where the editor's own goes; an article that still carries one is not ready. */
export const ARTICLE_PLACEHOLDERS = Object.freeze({
  excerpt: "One or two sentences for cards, the site's search and the feed.",
  metaDescription: 'What a search result shows under the title, 70 to 160 characters; replace this sentence.',
  imageAlt: 'Describe the illustration for readers who cannot see it',
  keyPoints: Object.freeze([
    'The first thing a reader should take away.',
    'The second thing a reader should take away.',
    'The third thing a reader should take away.',
    'The fourth thing a reader should take away.',
  ]),
  source: Object.freeze({ title: 'The primary document, as it names itself', publisher: 'Who published it' }),
  content:
    'Write the article here: at least eight paragraphs of 40 to 120 words each, 900 words in all, separated by blank lines. See docs/content.md.',
});

/** Until `node scripts/generate-artwork.mjs` draws the article's own, the skeleton borrows this one. */
const BORROWED_IMAGE_URL = '/images/insights/ai-decision-making-2025.svg';

/**
 * The skeleton: every required field, dated today in Casper (UTC's day is tomorrow there from 5 p.m., and on New
 * Year's Eve next year's, which the date label then followed), marked as a draft.
 * @param {string} title
 * @param {string} [today] YYYY-MM-DD
 */
export function articleSkeleton(title, today = firmDay()) {
  const year = today.slice(0, 4);
  const sourceDate = `${Number(today.slice(8, 10))} ${new Date(`${today}T00:00:00Z`).toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' })} ${year}`;
  const p = ARTICLE_PLACEHOLDERS;
  return `---
title: ${JSON.stringify(title)}
excerpt: ${p.excerpt}
metaDescription: ${p.metaDescription}
category: Strategy
date: ${year} Forecast
publishedAt: ${today}
modifiedAt: ${today}
reviewedAt: ${today}
authorSlug: caroline-thorsen
imageUrl: ${BORROWED_IMAGE_URL}
imageAlt: ${p.imageAlt}
draft: true
keyPoints:
${p.keyPoints.map((point) => `  - ${point}`).join('\n')}
relatedTopics:
  - Decision Intelligence
  - Executive Leadership
  - Forecast Calibration
relatedServices:
  - strategy-consulting
relatedIndustries: []
sources:
  - title: ${p.source.title}
    publisher: ${p.source.publisher}
    date: ${sourceDate}
---

${p.content}
`;
}

/**
 * Where an article still carries the skeleton's placeholder text: each as its field, the list item when the field
 * is a list, and the path a message names ("keyPoints.1", "sources.0.title").
 * @param {{ excerpt: string; metaDescription: string; imageAlt: string; content: string; keyPoints: readonly string[];
 *   sources: readonly { title: string; publisher: string }[] }} article
 * @returns {{ field: string; item?: number; path: string }[]}
 */
export function placeholdersIn(article) {
  const p = ARTICLE_PLACEHOLDERS;
  return [
    ...['excerpt', 'metaDescription', 'imageAlt'].filter((field) => article[field].trim() === p[field]).map((field) => ({ field, path: field })),
    ...article.keyPoints.flatMap((point, item) => (p.keyPoints.includes(point.trim()) ? [{ field: 'keyPoints', item, path: `keyPoints.${item}` }] : [])),
    ...article.sources.flatMap((source, item) =>
      ['title', 'publisher'].filter((key) => source[key].trim() === p.source[key]).map((key) => ({ field: 'sources', item, path: `sources.${item}.${key}` })),
    ),
    ...(article.content.includes(p.content) ? [{ field: 'content', path: 'content' }] : []),
  ];
}
