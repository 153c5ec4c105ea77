import { cardAlt, slugOgImage } from '@/components/seo/og-image';
import { insightSlugs } from '@/lib/content/insights';
import { paramsWithUnknownSlug } from '@/lib/unknown-slug.mjs';

export { contentType, size } from '@/components/seo/og-image';
export const alt = cardAlt('/insights');
// Drawn at build for every article and the section's not-found view; any other slug is a 404.
export const dynamicParams = false;
export const generateStaticParams = () => paramsWithUnknownSlug(insightSlugs());
export default slugOgImage('/insights');
