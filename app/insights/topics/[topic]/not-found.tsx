import { SectionNotFound } from '@/components/layout/section-not-found';

export default function TopicNotFound() {
  return <SectionNotFound section="topics" />;
}
