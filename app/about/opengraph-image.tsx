import { cardAlt, pageOgImage } from '@/components/seo/og-image';

export { contentType, size } from '@/components/seo/og-image';
export const alt = cardAlt('/about');
export default pageOgImage('/about');
