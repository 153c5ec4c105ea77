import { SectionNotFound } from '@/components/layout/section-not-found';

export default function ServiceNotFound() {
  return <SectionNotFound section="services" />;
}
