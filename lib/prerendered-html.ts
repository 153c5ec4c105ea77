import 'server-only';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/*
 * A prerendered page's HTML as the build wrote it, for the route handlers that answer with it unchanged or with a
 * string written in (lib/not-found-pages.ts, app/newsletter/unsubscribe/open/route.ts), and a prerendered route
 * handler's answer (app/sw.js/route.ts): no render at request time.
 * `next start` serves the same files. On Vercel a function holds only what its trace lists, and Turbopack writes the
 * trace before the pages exist: the post-build step adds them (PRERENDERED_HTML_READERS, lib/prerendered-readers.mjs).
 */

// turbopackIgnore: a folder path Turbopack can resolve makes it ship the whole folder with the function.
const APP_DIR = join(/*turbopackIgnore: true*/ process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'server', 'app');

/** Whether the build wrote this page (a path relative to its app folder, e.g. `services/_unknown.html`). */
export function isPrerendered(file: string): boolean {
  return existsSync(join(/*turbopackIgnore: true*/ APP_DIR, file));
}

/** A handful of files, read once per server. */
const pages = new Map<string, string>();

/** The page's HTML, or another text file the build wrote (a path relative to the build's app folder). */
export function prerenderedHtml(file: string): string {
  let html = pages.get(file);
  if (html === undefined) {
    html = readFileSync(join(/*turbopackIgnore: true*/ APP_DIR, file), 'utf8');
    pages.set(file, html);
  }
  return html;
}

/** A prerendered route handler's answer as the build wrote it: `<route>.body`, with the headers of `<route>.meta`. */
export function prerenderedRoute(route: string): { body: string; headers: Record<string, string> } {
  const { headers } = JSON.parse(prerenderedHtml(`${route}.meta`)) as { headers: Record<string, string> };
  return { body: prerenderedHtml(`${route}.body`), headers };
}
