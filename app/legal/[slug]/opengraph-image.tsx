import { ogAlt, slugOgImage } from '@/components/seo/og-image';
import { legalSlugs } from '@/lib/content/legal';

export { contentType, size } from '@/components/seo/og-image';
export const alt = ogAlt('/legal');
// Drawn at build for every legal document; any other slug is a 404.
export const dynamicParams = false;
export const generateStaticParams = () => legalSlugs().map((slug) => ({ slug }));
export default slugOgImage('/legal');
