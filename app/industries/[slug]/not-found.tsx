import { SectionNotFound } from '@/components/layout/section-not-found';

export default function IndustryNotFound() {
  return <SectionNotFound section="industries" />;
}
