import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import matter from 'gray-matter';
import { CORE_SCHEMA, load } from 'js-yaml';
import { z } from 'zod';
import { contentDir } from './content-dir.mjs';
import { fillSiteFacts } from './site-facts';

/** Where the Markdown content lives; process.cwd() is the project root in next build, Jest and the scripts. */
export const CONTENT_DIR = contentDir();

/** One Markdown file: its YAML front matter, its body and where each part sits, for error messages. */
export type MarkdownFile = {
  /** Path from the project root, e.g. content/insights/ai-decision-making-2025.md. */
  path: string;
  /** The file name without .md: the record's slug. */
  slug: string;
  data: Record<string, unknown>;
  body: string;
  /** The whole file as written. */
  source: string;
  /** 1-based line of a front-matter key (or of the body for the body field), for messages. */
  lineOf: (key: string) => number;
  /** 1-based line of the item `index` (from 0) of a front-matter list, or of its key when the item is not found. */
  lineOfItem: (key: string, index: number) => number;
  /** 1-based line of the `---` that closes the front matter (which opens on line 1). */
  frontMatterEnd: number;
};

export function readMarkdownFile(absolutePath: string): MarkdownFile {
  const source = readFileSync(absolutePath, 'utf8');
  const path = relative(process.cwd(), absolutePath);
  let parsed: matter.GrayMatterFile<string>;
  try {
    // YAML's core schema: a date such as 2025-06-09 stays the string the schemas expect, not a Date.
    // Passing options also turns off gray-matter's cache, which would hand out one shared object.
    parsed = matter(source, { engines: { yaml: (text: string) => load(text, { schema: CORE_SCHEMA }) as object } });
  } catch (error) {
    throw new Error(`${path}: front matter is not valid YAML: ${(error as Error).message}`);
  }
  const lines = source.split('\n');
  const bodyLine = source.slice(0, source.length - parsed.content.length).split('\n').length;
  const closing = lines.findIndex((line, index) => index > 0 && line.trimEnd() === '---');
  const frontMatterEnd = closing === -1 ? 1 : closing + 1;
  const lineOf = (key: string) => {
    const index = lines.findIndex((line) => line.startsWith(`${key}:`));
    return index >= 0 ? index + 1 : key === '' ? bodyLine : 1;
  };
  return {
    path,
    slug: path.split('/').pop()!.replace(/\.md$/, ''),
    // {{headCount}}, {{email}} …: the site config's facts, filled in before any check or page reads the text.
    data: fillSiteFacts({ ...(parsed.data as Record<string, unknown>) }, path),
    body: fillSiteFacts(parsed.content.trim(), path),
    source,
    lineOf,
    lineOfItem: (key, index) => {
      const start = lineOf(key) - 1;
      // The list's items are the lines that start "- " at the first item's indent, up to the next key.
      let indent: number | undefined;
      let item = -1;
      for (let at = start + 1; at < frontMatterEnd - 1; at += 1) {
        const line = lines[at]!;
        const dash = /^(\s*)-(?:\s|$)/.exec(line);
        if (!dash && /^\S/.test(line)) break;
        if (!dash || (indent ?? dash[1]!.length) !== dash[1]!.length) continue;
        indent = dash[1]!.length;
        item += 1;
        if (item === index) return at + 1;
      }
      return start + 1;
    },
    frontMatterEnd,
  };
}

/** Every .md file in one folder of content/, by name. */
export function readMarkdownDir(folder: string): MarkdownFile[] {
  // turbopackIgnore: a path built from a variable makes Turbopack trace the whole project into every server function
  // (e2e/, docs/, fonts). The files these read are shipped by outputFileTracingIncludes in next.config.ts instead.
  const dir = join(/*turbopackIgnore: true*/ CONTENT_DIR, folder);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => readMarkdownFile(join(/*turbopackIgnore: true*/ dir, name)));
}

/** Dated claims that will go stale (docs/content.md, "Review-by dates"). */
export const reviewBySchema = z.array(z.object({ claim: z.string().trim().min(1), by: z.iso.date() }));

/** The keys a zod object schema accepts (the ones front matter may use). */
function knownKeys(schema: z.ZodType): Set<string> | undefined {
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape;
  return shape ? new Set(Object.keys(shape)) : undefined;
}

/** zod's "Invalid input: expected string, received undefined" says what a writer did in the words of YAML. */
const missingOrEmpty: z.core.$ZodErrorMap = (issue) => {
  if (issue.code !== 'invalid_type') return undefined;
  if (issue.input === undefined) return 'missing required field';
  if (issue.input === null) return 'empty: write its value after the colon';
  return undefined;
};

/**
 * Validates one file against its schema. The record is the front matter plus the slug (from the
 * file name) and the body under `bodyField`. Errors name the file and the line of the field.
 */
export function parseMarkdownRecord<S extends z.ZodType>(
  schema: S,
  file: MarkdownFile,
  bodyField: string,
  extra: Record<string, unknown> = {},
): z.infer<S> {
  // reviewBy (dated claims to recheck) belongs to every file; lib/content/content-files.ts reads it.
  const { reviewBy, ...data } = file.data;
  const record = { ...data, slug: file.slug, ...extra, [bodyField]: file.body };
  const problems: string[] = [];
  const known = knownKeys(schema);
  if ('slug' in file.data) problems.push(`${file.path}:${file.lineOf('slug')}: slug comes from the file name; remove the field`);
  if (bodyField in file.data) problems.push(`${file.path}:${file.lineOf(bodyField)}: ${bodyField} is the Markdown body; remove the field`);
  if (reviewBy !== undefined && !reviewBySchema.safeParse(reviewBy).success) {
    problems.push(`${file.path}:${file.lineOf('reviewBy')}: reviewBy must be a list of { claim, by: YYYY-MM-DD }`);
  }
  for (const key of Object.keys(data)) {
    if (known && !known.has(key)) problems.push(`${file.path}:${file.lineOf(key)}: unknown field "${key}"`);
  }
  const result = schema.safeParse(record, { error: missingOrEmpty });
  if (!result.success) {
    for (const issue of result.error.issues) {
      const [top = '', item] = issue.path;
      const field = String(top);
      if (issue.path.length === 1 && !(field in record)) {
        // Nowhere in the file to point at: the front matter is where it goes.
        problems.push(`${file.path}:1: ${field}: ${issue.message}; add "${field}:" to the front matter (lines 1-${file.frontMatterEnd})`);
        continue;
      }
      const line = field === bodyField ? file.lineOf('') : typeof item === 'number' ? file.lineOfItem(field, item) : file.lineOf(field);
      problems.push(`${file.path}:${line}: ${issue.path.join('.') || '(file)'}: ${issue.message}`);
    }
  }
  if (problems.length > 0) throw new Error(`Invalid content:\n${problems.join('\n')}`);
  return result.data as z.infer<S>;
}

/**
 * Parses every file of a folder and puts them in the given order. A file whose slug is not in the
 * order, a slug with no file or one listed twice fails: the order list is where a page is added to the site.
 */
export function loadOrderedFolder<T extends { slug: string }>(
  folder: string,
  order: readonly string[],
  parse: (file: MarkdownFile) => T,
): T[] {
  const files = readMarkdownDir(folder);
  const problems: string[] = [];
  for (const file of files) {
    if (!order.includes(file.slug)) problems.push(`${file.path}: "${file.slug}" is not listed in content/${folder}/index.ts`);
  }
  for (const [index, slug] of order.entries()) {
    if (order.indexOf(slug) !== index) problems.push(`content/${folder}/index.ts lists "${slug}" twice; keep one`);
    else if (!files.some((file) => file.slug === slug)) problems.push(`content/${folder}/index.ts lists "${slug}" but content/${folder}/${slug}.md does not exist`);
  }
  if (problems.length > 0) throw new Error(`Invalid content:\n${problems.join('\n')}`);
  return order.map((slug) => parse(files.find((file) => file.slug === slug)!));
}

/** Reads, orders and validates one folder of content/: the records the pages and tests use. */
export function loadMarkdownCollection<S extends z.ZodType<{ slug: string }>>(
  folder: string,
  order: readonly string[],
  schema: S,
  bodyField: string,
  fromBody: (body: string) => Record<string, unknown> = () => ({}),
): z.infer<S>[] {
  return loadOrderedFolder(folder, order, (file) => parseMarkdownRecord(schema, file, bodyField, fromBody(file.body)));
}

/** Splits a body into its `## ` sections (legal documents), each with its paragraphs. */
export function sectionsOf(body: string): { heading: string; paragraphs: string[] }[] {
  return body
    .split(/^## /m)
    .slice(1)
    .map((chunk) => {
      const [heading = '', ...rest] = chunk.split('\n');
      const paragraphs = rest
        .join('\n')
        .split(/\n\s*\n/)
        // As read, not as typed: "1\. Initial consultation" is escaped only so Markdown keeps it a paragraph.
        .map((p) => p.replace(/\s+/g, ' ').replace(/\\([\\`*_{}[\]()#+\-.!>])/g, '$1').trim())
        .filter(Boolean);
      return { heading: heading.trim(), paragraphs };
    });
}
