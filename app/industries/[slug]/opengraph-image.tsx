import { cardAlt, slugOgImage } from '@/components/seo/og-image';
import { industrySlugs } from '@/lib/content/industries';
import { paramsWithUnknownSlug } from '@/lib/unknown-slug.mjs';

export { contentType, size } from '@/components/seo/og-image';
// One alt for every slug: the section's card's, which the section's not-found view shows. Each page names its own
// card and alt in its metadata (pageMetadata's ownCard, lib/metadata.ts), which Next uses in place of this file's.
export const alt = cardAlt('/industries');
// Drawn at build for every industry and the section's not-found view; any other slug is a 404.
export const dynamicParams = false;
export const generateStaticParams = () => paramsWithUnknownSlug(industrySlugs());
export default slugOgImage('/industries');
