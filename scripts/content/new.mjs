#!/usr/bin/env node
/*
 * Writes the skeleton of a new article as a draft and lists it in the insights order, so an editor
 * starts from a file that already passes `npm run check:content`.
 *
 * Usage: npm run new -- article "Field Service in 2026: Fix It the First Time"
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = process.cwd();

/** "Field Service in 2026: Fix It" → "field-service-in-2026-fix-it". */
export function slugify(title) {
  return title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The skeleton: every required field, dated today, marked as a draft. */
export function articleSkeleton(title, today = new Date().toISOString().slice(0, 10)) {
  const year = today.slice(0, 4);
  return `---
title: ${JSON.stringify(title)}
excerpt: One or two sentences for cards, the site's search and the feed.
metaDescription: What a search result shows under the title, 70 to 160 characters; replace this sentence.
category: Strategy
date: ${year} Forecast
publishedAt: ${today}
modifiedAt: ${today}
reviewedAt: ${today}
authorSlug: caroline-thorsen
imageUrl: /images/insights/ai-decision-making-2025.svg
imageAlt: Describe the illustration for readers who cannot see it
draft: true
keyPoints:
  - The first thing a reader should take away.
  - The second.
  - The third.
  - The fourth.
relatedTopics:
  - Decision Intelligence
  - Executive Leadership
  - Forecast Calibration
relatedServices:
  - strategy-consulting
relatedIndustries: []
sources:
  - title: The primary document, as it names itself
    publisher: Who published it
    date: ${Number(today.slice(8, 10))} ${new Date(`${today}T00:00:00Z`).toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' })} ${year}
---

Write the article here: at least eight paragraphs of 40 to 120 words each, 900 words in all, separated by blank lines. See docs/content.md.
`;
}

function main([kind, title]) {
  if (kind !== 'article' || !title) {
    console.error('Usage: npm run new -- article "Title of the article"');
    process.exit(1);
  }
  const slug = slugify(title);
  const file = join(ROOT, 'content', 'insights', `${slug}.md`);
  if (existsSync(file)) {
    console.error(`content/insights/${slug}.md already exists.`);
    process.exit(1);
  }
  writeFileSync(file, articleSkeleton(title));
  const indexPath = join(ROOT, 'content', 'insights', 'index.ts');
  const index = readFileSync(indexPath, 'utf8');
  writeFileSync(indexPath, index.replace('\n] as const;', `\n  '${slug}',\n] as const;`));
  console.log(`Wrote content/insights/${slug}.md (a draft) and listed it last in INSIGHT_ORDER (content/insights/index.ts).`);
  console.log('Next: write the body, pick the author, topics and sources, run `npm run check:content`, then remove `draft: true` when it is ready.');
}

if (import.meta.url === `file://${process.argv[1]}`) main(process.argv.slice(2));
