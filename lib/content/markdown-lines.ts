import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { MARKDOWN_FOLDERS } from './content-files';
import { CONTENT_DIR, readMarkdownFile, type MarkdownFile } from './markdown-files';

/*
 * Where a Markdown record's field or body line sits in its file, for the messages of the cross-record checks
 * (lib/content/integrity.ts) and of an article's publication rules (lib/content/publication.ts).
 */

export type Folder = (typeof MARKDOWN_FOLDERS)[number];

/** A record's own file, read for the line of a message; undefined for a record with no file (a test's invented one). */
function recordFile(folder: Folder, slug: string): MarkdownFile | undefined {
  const file = join(/*turbopackIgnore: true*/ CONTENT_DIR, folder, `${slug}.md`);
  return existsSync(file) ? readMarkdownFile(file) : undefined;
}

/**
 * "content/insights/x.md:7", where a field of a Markdown record, or item `item` of a list field, sits, as the schema's
 * messages name one, so an editor lands on the line. A record with no file is named by its file alone.
 */
export function markdownLine(folder: Folder, slug: string, key: string, item?: number): string {
  const markdown = recordFile(folder, slug);
  const path = `content/${folder}/${slug}.md`;
  if (!markdown) return path;
  return `${path}:${item === undefined ? markdown.lineOf(key) : markdown.lineOfItem(key, item)}`;
}

/** "content/insights/x.md:52", line `offset` of a record's body, counted from its first line of text. */
export function bodyLine(folder: Folder, slug: string, offset = 0): string {
  const markdown = recordFile(folder, slug);
  const path = `content/${folder}/${slug}.md`;
  if (!markdown) return path;
  const lines = markdown.source.split('\n');
  let first = markdown.frontMatterEnd;
  while (first < lines.length && lines[first]!.trim() === '') first += 1;
  return `${path}:${first + 1 + offset}`;
}

/** "content/insights/x.md:7: authorSlug": the place and the field, as the schema's messages begin. */
export const markdownField = (folder: Folder, slug: string, key: string, item?: number, field = key) => `${markdownLine(folder, slug, key, item)}: ${field}`;
