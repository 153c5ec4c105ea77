import { ogAlt, slugOgImage } from '@/components/seo/og-image';
import { serviceSlugs } from '@/lib/content/services';

export { contentType, size } from '@/components/seo/og-image';
export const alt = ogAlt('/services');
// Drawn at build for every service; any other slug is a 404.
export const dynamicParams = false;
export const generateStaticParams = () => serviceSlugs().map((slug) => ({ slug }));
export default slugOgImage('/services');
