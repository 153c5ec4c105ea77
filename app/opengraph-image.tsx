import { cardAlt, pageOgImage } from '@/components/seo/og-image';

export { contentType, size } from '@/components/seo/og-image';
// The home page's card, and the default for any page without one of its own (/offline, the not-found page).
export const alt = cardAlt('/');
export default pageOgImage('/');
