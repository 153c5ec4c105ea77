import { SectionNotFound } from '@/components/layout/section-not-found';
import { SiteNotFoundView } from '@/components/ui/site-not-found-view';

// No legal view in the spec: an unknown legal path gets the site's 'Page Not Found', under the section's trail.
export default function LegalNotFound() {
  return (
    <SectionNotFound section="/legal">
      <SiteNotFoundView />
    </SectionNotFound>
  );
}
