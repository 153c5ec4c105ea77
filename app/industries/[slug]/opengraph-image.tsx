import { cardAlt, slugOgImage } from '@/components/seo/og-image';
import { industrySlugs } from '@/lib/content/industries';
import { paramsWithUnknownSlug } from '@/lib/unknown-slug.mjs';

export { contentType, size } from '@/components/seo/og-image';
export const alt = cardAlt('/industries');
// Drawn at build for every industry and the section's not-found view; any other slug is a 404.
export const dynamicParams = false;
export const generateStaticParams = () => paramsWithUnknownSlug(industrySlugs());
export default slugOgImage('/industries');
