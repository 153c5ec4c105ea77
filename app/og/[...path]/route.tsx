import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { OgCard } from '@/components/seo/og-card';
import { OG_IMAGE_SIZE, ogImagePath, pagePathOfOgImage } from '@/lib/seo/og-image';
import { siteRoute, siteRoutes } from '@/lib/site-routes';

// Every image is drawn at build time; an unknown name is a 404, never a render on demand.
export const dynamic = 'force-static';
export const dynamicParams = false;

type OgRouteContext = { params: Promise<{ path: string[] }> };

export function generateStaticParams() {
  return siteRoutes().map((route) => ({ path: ogImagePath(route.path).split('/').slice(2) }));
}

/* Satori reads TTF, OTF and WOFF, not WOFF2: the static Inter cuts from @fontsource/inter, read at build time. */
const FONT_DIRECTORY = path.join(process.cwd(), 'node_modules/@fontsource/inter/files');
const fonts = () =>
  Promise.all(
    ([400, 700] as const).map(async (weight) => ({
      name: 'Inter',
      weight,
      style: 'normal' as const,
      data: await readFile(path.join(FONT_DIRECTORY, `inter-latin-${weight}-normal.woff`)),
    })),
  );

export async function GET(_request: Request, { params }: OgRouteContext) {
  const pagePath = pagePathOfOgImage((await params).path);
  const route = pagePath === null ? undefined : siteRoute(pagePath);
  if (!route) return new Response('Not found', { status: 404 });
  return new ImageResponse(<OgCard headline={route.headline} section={route.section} />, {
    ...OG_IMAGE_SIZE,
    fonts: await fonts(),
  });
}
