import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import svgToDataUri from 'mini-svg-data-uri';

// turbopackIgnore on both joins: a path Turbopack can resolve to a folder (`<root>/public`) ships the whole folder with
// the page's server function, which never reads it (the artwork is read at prerender).
const PUBLIC_DIR = join(/*turbopackIgnore: true*/ process.cwd(), 'public');

/**
 * One of our own SVG artworks (public/images/…) as a data: URL, for the image a page's first screen is built around.
 * Linked, it is a second request after the HTML: on a slow phone network (562 ms a round trip) the picture, a phone's
 * largest paint, arrived about 650 ms after the text (docs/performance.md). Inlined, it comes with the page for about
 * 3.5 KiB gzipped. Read when the page is prerendered; anything else (a photo, a missing file) stays a URL.
 */
export function inlineArtwork(src: string): string {
  if (!src.startsWith('/images/') || !src.endsWith('.svg')) return src;
  try {
    return svgToDataUri(readFileSync(join(/*turbopackIgnore: true*/ PUBLIC_DIR, src), 'utf8'));
  } catch {
    return src;
  }
}
