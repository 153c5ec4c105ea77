#!/usr/bin/env node
/*
 * Writes the skeleton of a new article as a draft and lists it in the insights order, so an editor
 * starts from a file that already passes `npm run check:content` (lib/content/article-skeleton.mjs holds the skeleton).
 *
 * Usage: npm run new -- article "Field Service in 2026: Fix It the First Time"
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { articleSkeleton } from '../../lib/content/article-skeleton.mjs';

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
  console.log(
    [
      'Next: write the body, pick the author, topics and sources, and draw its illustration (docs/content.md, "Add an article").',
      '`npm run check:content` checks the draft against its schema and lists what still keeps it from publication (placeholder text, length, a borrowed illustration);',
      'it checks a draft\'s author, topics, services and industries only as a preview build does: `VERCEL_ENV=preview npm run check:content`.',
      'Remove `draft: true` when both pass with nothing left to do.',
    ].join('\n'),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) main(process.argv.slice(2));
