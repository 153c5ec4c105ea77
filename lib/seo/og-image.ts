/** Size every link-preview service accepts for a large card. */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

const OG_PREFIX = '/og';

/** The generated Open Graph image of a page: /og/home.png for the home page, /og/services/ai-solutions.png and so on. */
export function ogImagePath(pagePath: string): string {
  const trimmed = pagePath.replace(/^\/+|\/+$/g, '');
  return `${OG_PREFIX}/${trimmed === '' ? 'home' : trimmed}.png`;
}

/** The page path an image's route segments stand for (the inverse of ogImagePath), or null for a name that is not ours. */
export function pagePathOfOgImage(segments: readonly string[]): string | null {
  const last = segments.at(-1);
  if (!last?.endsWith('.png')) return null;
  const parts = [...segments.slice(0, -1), last.slice(0, -'.png'.length)];
  if (parts.length === 1 && parts[0] === 'home') return '/';
  return `/${parts.join('/')}`;
}
