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
import { slugOf } from '../../lib/content/slug.mjs';

const ROOT = process.cwd();

/** The order list a new article joins, to its end: `export const INSIGHT_ORDER = [`, indented lines, `] as const;`. */
const ORDER_END = /(export const INSIGHT_ORDER = \[\n(?:[ \t]+.*\n)*)(\] as const;)/;

/** Stops with a message, having written nothing. */
function fail(message) {
  console.error(message);
  process.exit(1);
}

function main([kind, title]) {
  if (kind !== 'article' || !title) fail('Usage: npm run new -- article "Title of the article"');
  // The same key a topic page makes of its label (lib/content/slug.mjs).
  const slug = slugOf(title);
  if (!slug) fail(`The title ${JSON.stringify(title)} has no letters or digits to make the file name of; give the article a title in words.`);
  const file = join(ROOT, 'content', 'insights', `${slug}.md`);
  if (existsSync(file)) fail(`content/insights/${slug}.md already exists.`);
  const indexPath = join(ROOT, 'content', 'insights', 'index.ts');
  const index = readFileSync(indexPath, 'utf8');
  if (!ORDER_END.test(index)) {
    fail(
      'content/insights/index.ts: found no `export const INSIGHT_ORDER = [` list closed by `] as const;`, so the article cannot be listed; wrote nothing. ' +
        'Restore that form, or copy an article and list its slug by hand (docs/content.md, "Add an article").',
    );
  }
  writeFileSync(file, articleSkeleton(title));
  writeFileSync(indexPath, index.replace(ORDER_END, `$1  '${slug}',\n$2`));
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
