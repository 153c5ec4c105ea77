import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { firmDay } from '../firm-time.mjs';
import { CONTENT_DIR, readMarkdownFile, reviewBySchema, type MarkdownFile } from './markdown-files';

/** The folders of content/ that hold Markdown, each read by one loader (docs/content.md). */
export const MARKDOWN_FOLDERS = ['insights', 'services', 'industries', 'legal', 'pages'] as const;

/** Every .md file under content/, wherever it sits. */
function allMarkdownPaths(): string[] {
  return readdirSync(CONTENT_DIR, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => `content/${name.split('\\').join('/')}`)
    .sort();
}

/** A .md file no loader reads (a typo in a folder name, a nested folder) would silently never appear. */
export function strayMarkdownFiles(paths = allMarkdownPaths()): string[] {
  const known = new RegExp(`^content/(?:${MARKDOWN_FOLDERS.join('|')})/[^/]+\\.md$`);
  return paths
    .filter((path) => !known.test(path))
    .map((path) => `${path}: no loader reads this file; content lives in content/{${MARKDOWN_FOLDERS.join(',')}}/*.md`);
}

function readAll(): MarkdownFile[] {
  return allMarkdownPaths()
    .filter((path) => strayMarkdownFiles([path]).length === 0)
    .map((path) => readMarkdownFile(join(CONTENT_DIR, path.slice('content/'.length))));
}

/** Markdown links to a site path: [text](/services/ai-solutions#part). */
const INTERNAL_LINK = /\]\((\/[^)\s#?]*)[^)]*\)/g;

/** Each link in a file to a path that is not a page of the site, as "file:line: message". */
export function brokenInternalLinks(knownPaths: ReadonlySet<string>, files: readonly { path: string; source: string }[]): string[] {
  return files.flatMap(({ path, source }) =>
    source.split('\n').flatMap((line, index) =>
      [...line.matchAll(INTERNAL_LINK)]
        .map((match) => match[1]!.replace(/\/$/, '') || '/')
        .filter((target) => !knownPaths.has(target) && !target.startsWith('/images/'))
        .map((target) => `${path}:${index + 1}: link to ${target}, which is not a page of the site`),
    ),
  );
}

/** Every Markdown file with its source text, for the link check. */
export function markdownSources(): { path: string; source: string }[] {
  return readAll().map((file) => ({ path: file.path, source: file.source }));
}

// ---------------------------------------------------------------- review-by dates

export type DueReview = { path: string; line: number; claim: string; by: string };

/** A page whose every dated fact was last checked (reviewedAt) this long ago is due for a full review. */
const PAGE_REVIEW_MONTHS = 12;

function pageReviewDue(file: MarkdownFile): DueReview[] {
  const reviewed = file.data.reviewedAt;
  if (typeof reviewed !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(reviewed)) return [];
  const due = new Date(`${reviewed}T00:00:00Z`);
  due.setUTCMonth(due.getUTCMonth() + PAGE_REVIEW_MONTHS);
  const by = due.toISOString().slice(0, 10);
  return [{ path: file.path, line: file.lineOf('reviewedAt'), claim: `the whole page (last reviewed ${reviewed})`, by }];
}

/**
 * The day the review-by list is made for: CONTENT_TODAY (to look ahead), or today in Casper, whose editors set the
 * dates (UTC's tomorrow from 5 p.m. there listed a claim due tomorrow as due). A value that is not a calendar day
 * written YYYY-MM-DD is refused: compared as text, "12/01/2027" came before every date and reported nothing due.
 */
export function reviewDay(contentToday: string | undefined, now = new Date()): string {
  if (!contentToday) return firmDay(now);
  if (!z.iso.date().safeParse(contentToday).success) {
    throw new Error(
      `CONTENT_TODAY=${JSON.stringify(contentToday)} is not a day written YYYY-MM-DD; to see what falls due by March 1, 2027: CONTENT_TODAY=2027-03-01 npm run check:content`,
    );
  }
  return contentToday;
}

/** The claims, and the pages, whose review-by date is today or past, oldest first. */
export function dueReviews(today: string, files: readonly MarkdownFile[] = readAll()): DueReview[] {
  return files
    .flatMap((file) => [
      ...reviewBySchema
        .parse(file.data.reviewBy ?? [])
        .map(({ claim, by }, index) => ({ path: file.path, line: file.lineOfItem('reviewBy', index), claim, by })),
      ...pageReviewDue(file),
    ])
    .filter((review) => review.by <= today)
    .sort((a, b) => a.by.localeCompare(b.by));
}
