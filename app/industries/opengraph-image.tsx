import { cardAlt, pageOgImage } from '@/components/seo/og-image';

export { contentType, size } from '@/components/seo/og-image';
export const alt = cardAlt('/industries');
export default pageOgImage('/industries');
