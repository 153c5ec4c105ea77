import type { Metadata } from 'next';
import { NotFoundBreadcrumbs } from '@/components/layout/not-found-breadcrumbs';
import { SiteNotFoundView } from '@/components/ui/site-not-found-view';

// No robots entry: Next.js writes noindex into every not-found answer itself, and a second tag would repeat it.
export const metadata: Metadata = { title: 'Page Not Found' };

export default function NotFound() {
  return (
    <>
      <NotFoundBreadcrumbs />
      <SiteNotFoundView />
    </>
  );
}
