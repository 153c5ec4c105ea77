import { cardAlt, pageOgImage } from '@/components/seo/og-image';

export { contentType, size } from '@/components/seo/og-image';
export const alt = cardAlt('/services');
export default pageOgImage('/services');
