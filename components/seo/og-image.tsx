import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { siteConfig } from '@/content/site-config';
import { titleTag } from '@/lib/metadata';
import { siteRoute } from '@/lib/site-routes';
import { UNKNOWN_SLUG } from '@/lib/unknown-slug.mjs';
import { OgCard } from './og-card';

/*
 * Shared by every opengraph-image.tsx under app/ (Next's file convention): each
 * re-exports `size` and `contentType` and draws the card of its own page.
 */

/** Size every link-preview service accepts for a large card. */
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

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
  const route = siteRoute(pagePath);
  if (!route) throw new Error(`No Open Graph card for "${pagePath}": it is not in siteRoutes()`);
  return new ImageResponse(<OgCard headline={route.headline} section={route.section} />, { ...size, fonts: await fonts() });
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

/** Alt text of a card: the page's (or, for a `[slug]` segment, its section's) headline and the firm's name. */
export function ogAlt(pagePath: string): string {
  return titleTag(siteRoute(pagePath)?.headline ?? siteConfig.name);
}
