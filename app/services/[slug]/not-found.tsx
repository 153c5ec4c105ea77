import { SectionNotFound } from '@/components/layout/section-not-found';
import { NotFoundView } from '@/components/ui/not-found-view';

export default function ServiceNotFound() {
  return (
    <SectionNotFound section="/services">
      <NotFoundView
        title="Service Not Found"
        message="The service you are looking for does not exist or may have been moved."
        link={{ label: 'Return to Services', href: '/services' }}
      />
    </SectionNotFound>
  );
}
