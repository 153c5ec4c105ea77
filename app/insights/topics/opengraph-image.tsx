import { cardAlt, pageOgImage } from '@/components/seo/og-image';
import { TOPICS_PATH } from '@/lib/content/topics';

export { contentType, size } from '@/components/seo/og-image';
export const alt = cardAlt(TOPICS_PATH);
export default pageOgImage(TOPICS_PATH);
