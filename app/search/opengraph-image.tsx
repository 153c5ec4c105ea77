import { ogAlt, pageOgImage } from '@/components/seo/og-image';
import { SEARCH_PATH } from '@/lib/search/config';

export { contentType, size } from '@/components/seo/og-image';
export const alt = ogAlt(SEARCH_PATH);
export default pageOgImage(SEARCH_PATH);
