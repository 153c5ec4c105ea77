import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { CARD_CONTENT_TYPE, CARD_SIZE, cardWords } from '@/lib/og-card';
import { UNKNOWN_SLUG } from '@/lib/unknown-slug.mjs';
import { OgCard } from './og-card';

/*
 * Shared by every opengraph-image.tsx under app/ (Next's file convention): each
 * re-exports `size` and `contentType`, gives its card's `alt` and draws the card of its own page.
 */

export const size = CARD_SIZE;
export const contentType = CARD_CONTENT_TYPE;

/*
 * Satori reads TTF, OTF and WOFF, not WOFF2: two static Inter cuts of @fontsource/inter. Each path is written out in
 * full so that the build's file tracing ships these two files with the server code, not the package's 250.
 */
const fonts = async () => {
  const [regular, bold] = await Promise.all([
    readFile(path.join(process.cwd(), 'node_modules/@fontsource/inter/files/inter-latin-400-normal.woff')),
    readFile(path.join(process.cwd(), 'node_modules/@fontsource/inter/files/inter-latin-700-normal.woff')),
  ]);
  return [
    { name: 'Inter', weight: 400 as const, style: 'normal' as const, data: regular },
    { name: 'Inter', weight: 700 as const, style: 'normal' as const, data: bold },
  ];
};

/** The 1200×630 card of one page, drawn from its headline and section in lib/site-routes.ts. */
export async function ogImage(pagePath: string): Promise<ImageResponse> {
  const { headline, section } = cardWords(pagePath);
  return new ImageResponse(<OgCard headline={headline} section={section} />, { ...size, fonts: await fonts() });
}

/** The image handler of a page with a fixed path. */
export const pageOgImage = (pagePath: string) => () => ogImage(pagePath);

/**
 * The page a `[slug]` segment's card is drawn for: the slug's own page, or for the section's not-found view (the
 * reserved slug, lib/unknown-slug.mjs) the section's, so that a link to a missing page still previews a card.
 */
export const slugCardPath = (section: string, slug: string) => (slug === UNKNOWN_SLUG ? section : `${section}/${slug}`);

/** The image handler of a `[slug]` segment under `section`, e.g. '/services'. */
export const slugOgImage =
  (section: string) =>
  async ({ params }: { params: Promise<{ slug: string }> }) =>
    ogImage(slugCardPath(section, (await params).slug));

/**
 * Each file's `alt`: the alt text of its page's card. Re-exported because the files import it from here, and Next makes
 * an opengraph-image.tsx's own bytes the `?hash` of its card's URL: moving the import would change every og:image.
 */
export { cardAlt } from '@/lib/og-card';
