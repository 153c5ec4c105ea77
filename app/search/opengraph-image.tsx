import { cardAlt, pageOgImage } from '@/components/seo/og-image';
import { SEARCH_PATH } from '@/lib/search/config';

export { contentType, size } from '@/components/seo/og-image';
export const alt = cardAlt(SEARCH_PATH);
export default pageOgImage(SEARCH_PATH);
