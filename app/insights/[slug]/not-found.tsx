import { SectionNotFound } from '@/components/layout/section-not-found';

export default function InsightNotFound() {
  return <SectionNotFound section="insights" />;
}
