import { cardAlt, ogImage, slugCardPath } from '@/components/seo/og-image';
import { topicSlugs, TOPICS_PATH } from '@/lib/content/topics';
import { paramsWithUnknownSlug } from '@/lib/unknown-slug.mjs';

export { contentType, size } from '@/components/seo/og-image';
// One alt for every slug: the section's card's, which the section's not-found view shows. Each page names its own
// card and alt in its metadata (pageMetadata's ownCard, lib/metadata.ts), which Next uses in place of this file's.
export const alt = cardAlt(TOPICS_PATH);
// Drawn at build for every topic and the index's not-found view; any other slug is a 404.
export const dynamicParams = false;
export const generateStaticParams = () => paramsWithUnknownSlug(topicSlugs(), 'topic');

export default async function TopicOgImage({ params }: { params: Promise<{ topic: string }> }) {
  return ogImage(slugCardPath(TOPICS_PATH, (await params).topic));
}
