import { NotFoundView } from '@/components/ui/not-found-view';

export default function InsightNotFound() {
  return (
    <NotFoundView
      title="Insight Not Found"
      message="The article you are looking for does not exist or may have been moved."
      link={{ label: 'Return to Insights', href: '/insights' }}
    />
  );
}
