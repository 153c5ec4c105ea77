import { ogAlt, slugOgImage } from '@/components/seo/og-image';
import { insightSlugs } from '@/lib/content/insights';

export { contentType, size } from '@/components/seo/og-image';
export const alt = ogAlt('/insights');
// Drawn at build for every article; any other slug is a 404.
export const dynamicParams = false;
export const generateStaticParams = () => insightSlugs().map((slug) => ({ slug }));
export default slugOgImage('/insights');
