import { ogAlt, pageOgImage } from '@/components/seo/og-image';

export { contentType, size } from '@/components/seo/og-image';
export const alt = ogAlt('/legal');
export default pageOgImage('/legal');
