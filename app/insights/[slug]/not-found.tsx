import { SectionNotFound } from '@/components/layout/section-not-found';
import { NotFoundView } from '@/components/ui/not-found-view';

export default function InsightNotFound() {
  return (
    <SectionNotFound section="/insights">
      <NotFoundView
        title="Insight Not Found"
        message="The article you are looking for does not exist or may have been moved."
        link={{ label: 'Return to Insights', href: '/insights' }}
      />
    </SectionNotFound>
  );
}
