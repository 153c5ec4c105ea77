import { SectionNotFound } from '@/components/layout/section-not-found';
import { NotFoundView } from '@/components/ui/not-found-view';
import { TOPICS_PATH } from '@/lib/content/topics';

export default function TopicNotFound() {
  return (
    <SectionNotFound section={TOPICS_PATH}>
      <NotFoundView
        title="Topic Not Found"
        message="The topic you are looking for does not exist or may have been moved."
        link={{ label: 'Return to Topics', href: TOPICS_PATH }}
      />
    </SectionNotFound>
  );
}
