import { SectionNotFound } from '@/components/layout/section-not-found';
import { NotFoundView } from '@/components/ui/not-found-view';

export default function IndustryNotFound() {
  return (
    <SectionNotFound section="/industries">
      <NotFoundView
        title="Industry Not Found"
        message="The industry page you are looking for does not exist or may have been moved."
        link={{ label: 'Return to Industries', href: '/industries' }}
      />
    </SectionNotFound>
  );
}
