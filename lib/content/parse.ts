import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { escapeRegExp } from '@/lib/escape-regexp.mjs';

/*
 * The records written in TypeScript (content/people.ts, content/topics.ts) have no front matter to point into, so a
 * message names the file, the record by its slug and the field; and the line too, when the file is where we read it.
 */

/** The file's lines, read only to name a line in a message; none when it cannot be read (a test's invented records). */
function sourceLines(file: string): string[] {
  try {
    return readFileSync(join(/*turbopackIgnore: true*/ process.cwd(), file), 'utf8').split('\n');
  } catch {
    return [];
  }
}

/** The 0-based lines that write `slug: '…'` (or another key's) with this value. */
function slugLines(lines: readonly string[], slug: string, key = 'slug'): number[] {
  const pattern = new RegExp(`^\\s*${key}:\\s*['"]${escapeRegExp(slug)}['"]`);
  return lines.flatMap((line, index) => (pattern.test(line) ? [index] : []));
}

/**
 * "content/people.ts:37" for a field of the record with this slug (its slug line when the field is not found), or the
 * file alone. `key` names the field that identifies a record where it is not `slug` (content/redirects.ts: `from`).
 */
export function recordLine(file: string, slug: unknown, field?: string, key = 'slug'): string {
  if (typeof slug !== 'string') return file;
  const lines = sourceLines(file);
  const [start] = slugLines(lines, slug, key);
  if (start === undefined) return file;
  const next = lines.findIndex((line, index) => index > start && new RegExp(`^\\s*${key}:`).test(line));
  const end = next === -1 ? lines.length : next;
  const fieldLine = field ? lines.findIndex((line, index) => index >= start && index < end && line.trimStart().startsWith(`${field}:`)) : -1;
  return `${file}:${(fieldLine === -1 ? start : fieldLine) + 1}`;
}

/**
 * Parses content records at module load. A record that breaks its schema throws here, naming the file, the line, the
 * record and the field, which fails `next build`, `npm run check:content` and the content unit tests.
 */
export function parseRecords<S extends z.ZodType>(schema: S, records: unknown, what: string, file: string, key = 'slug'): z.infer<S>[] {
  const result = z.array(schema).safeParse(records);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const [index, field, ...rest] = issue.path;
      const record = Array.isArray(records) && typeof index === 'number' ? (records[index] as Record<string, unknown> | undefined) : undefined;
      const slug = record?.[key];
      const name = typeof slug === 'string' ? `"${slug}"` : `#${Number(index) + 1}`;
      const fieldPath = [field, ...rest].filter((part) => part !== undefined).join('.');
      return `${recordLine(file, slug, typeof field === 'string' ? field : undefined, key)}: ${what} ${name}: ${fieldPath || '(record)'}: ${issue.message}`;
    });
    throw new Error(`Invalid content:\n${problems.join('\n')}`);
  }
  return result.data;
}

/** Throws when two records share a slug, so a copied record cannot shadow another page. */
export function assertUniqueSlugs(records: readonly { slug: string }[], what: string, file: string): void {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const { slug } of records) {
    if (seen.has(slug)) twice.add(slug);
    seen.add(slug);
  }
  if (twice.size === 0) return;
  const problems = [...twice].map((slug) => {
    const lines = slugLines(sourceLines(file), slug).map((index) => index + 1);
    const where = lines.length > 0 ? `${file}:${lines.at(-1)}` : file;
    const first = lines.length > 1 ? ` (first at line ${lines[0]})` : '';
    return `${where}: ${what} "${slug}" is written twice${first}; keep one`;
  });
  throw new Error(`Invalid content:\n${problems.join('\n')}`);
}
