import { ogAlt, slugOgImage } from '@/components/seo/og-image';
import { industrySlugs } from '@/lib/content/industries';

export { contentType, size } from '@/components/seo/og-image';
export const alt = ogAlt('/industries');
// Drawn at build for every industry; any other slug is a 404.
export const dynamicParams = false;
export const generateStaticParams = () => industrySlugs().map((slug) => ({ slug }));
export default slugOgImage('/industries');
