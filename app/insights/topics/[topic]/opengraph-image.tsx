import { ogAlt, ogImage } from '@/components/seo/og-image';
import { topicPath, topicSlugs, TOPICS_PATH } from '@/lib/content/topics';

export { contentType, size } from '@/components/seo/og-image';
export const alt = ogAlt(TOPICS_PATH);
// Drawn at build for every topic; any other slug is a 404.
export const dynamicParams = false;
export const generateStaticParams = () => topicSlugs().map((topic) => ({ topic }));

export default async function TopicOgImage({ params }: { params: Promise<{ topic: string }> }) {
  return ogImage(topicPath((await params).topic));
}
