import { SectionNotFound } from '@/components/layout/section-not-found';

export default function LegalNotFound() {
  return <SectionNotFound section="legal" />;
}
