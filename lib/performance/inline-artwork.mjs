// Shared by components (the marker; no React here) and the post-build step (scripts/build/inline-artwork.mjs).
import svgToDataUri from 'mini-svg-data-uri';
import { escapeRegExp } from '../escape-regexp.mjs';
import { withoutDeploymentQuery } from './deployment-query.mjs';

/**
 * Marks an <img> whose picture is a phone's largest paint (an industry page's artwork, the insights page's first
 * card): after `next build` the prerendered page gets the drawing inside its HTML as a data: URL, so it arrives with
 * the text instead of a 562 ms round trip later (docs/performance.md). Only the HTML: the page's RSC payload keeps the
 * short URL, where the same 9 KiB drawing would travel a second time (about 3.5 KiB gzipped) before the page can
 * hydrate. React does not rewrite an attribute when it hydrates (it reads the server's DOM as it is), and a client
 * navigation renders the URL, which the browser then fetches like any image. React's server renderer also preloads
 * every image that is not lazy (a `<link rel="preload" as="image">` in <head>): for an inlined artwork that link would
 * fetch the drawing a second time, so it goes too.
 */
export const INLINE_ARTWORK = { 'data-inline-artwork': '' };

const ARTWORK = /^\/images\/[\w/-]+\.svg$/;

/**
 * Whether `src` is one of our own SVG artworks (public/images/…), the only pictures written into a page: anything
 * else an editor may set (a photo, another origin) stays a URL.
 * @param {string} src
 */
export const isInlinableArtwork = (src) => ARTWORK.test(src);

// A tag-level rewrite rather than an HTML parser: the page must stay byte for byte what React wrote (its inline
// scripts are hashed into the CSP), and React writes each attribute once, double-quoted, as matched here.
const MARKED_IMG = /<img\b[^>]*\bdata-inline-artwork=""[^>]*>/g;
const SRC = /(\ssrc=")([^"]*)(")/;

/** The preload React writes into <head> for a non-lazy image (react-dom/server), however many attributes follow href. */
const imagePreload = (src) => new RegExp(`<link rel="preload" as="image" href="${escapeRegExp(src)}"[^>]*>`, 'g');

/** Inside a double-quoted attribute only `&` and `"` need escaping (mini-svg-data-uri leaves no `"` in its output). */
const attributeValue = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * Every marked <img> of `html` with its artwork as a data: URL in `src`.
 * @param {string} html
 * @param {(src: string) => string | null} readSvg the SVG source of a public path (without a deployment query), or null
 *   if there is no such file
 * @returns {{ html: string, inlined: string[], missing: string[] }} `missing`: marked images left as they were (not an
 *   artwork of ours, or no such file)
 */
export function inlineMarkedArtwork(html, readSvg) {
  const inlined = [];
  const missing = [];
  const withArtwork = html.replace(MARKED_IMG, (tag) =>
    tag.replace(SRC, (whole, before, src, after) => {
      const file = withoutDeploymentQuery(src);
      const svg = isInlinableArtwork(file) ? readSvg(file) : null;
      if (svg === null) {
        missing.push(src);
        return whole;
      }
      inlined.push(src);
      return `${before}${attributeValue(svgToDataUri(svg))}${after}`;
    }),
  );
  const out = inlined.reduce((page, src) => page.replace(imagePreload(src), ''), withArtwork);
  return { html: out, inlined, missing };
}

/**
 * The marked images of a built page still holding a URL: what a page the build step never reached looks like
 * (scripts/vercel-output-check.mjs reads Vercel's copy of every page with it).
 * @param {string} html
 */
export function artworkLeftAsUrl(html) {
  return (html.match(MARKED_IMG) ?? []).map((tag) => tag.match(SRC)?.[2] ?? '').filter((src) => !src.startsWith('data:'));
}
